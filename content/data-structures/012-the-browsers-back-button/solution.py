import sys


def browse(commands):
    current = "home"
    back, forward = [], []
    shown = []
    for command in commands:
        if command[0] == "OPEN":
            back.append(current)
            current = command[1]
            forward.clear()
        elif command[0] == "BACK":
            if back:
                forward.append(current)
                current = back.pop()
        elif forward:
            back.append(current)
            current = forward.pop()
        shown.append(current)
    return shown


def main():
    lines = sys.stdin.read().split("\n")
    q = int(lines[0])
    commands = [lines[1 + i].split() for i in range(q)]
    print("\n".join(browse(commands)))


main()
