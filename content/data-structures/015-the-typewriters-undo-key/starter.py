import sys


def final_text(commands):
    # Each command is a list: ["TYPE", word], ["ERASE", k] (k as a string), ["UNDO"] or ["REDO"].
    # Return the final text, or "EMPTY" when it is empty.
    return "EMPTY"


def main():
    lines = sys.stdin.read().split("\n")
    q = int(lines[0])
    commands = [lines[1 + i].split() for i in range(q)]
    print(final_text(commands))


main()
