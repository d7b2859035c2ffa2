import sys


def browse(commands):
    # Each command is a list: ["OPEN", page], ["BACK"] or ["FORWARD"].
    # Return the list of pages on screen after each command.
    return ["home"] * len(commands)


def main():
    lines = sys.stdin.read().split("\n")
    q = int(lines[0])
    commands = [lines[1 + i].split() for i in range(q)]
    print("\n".join(browse(commands)))


main()
