import sys


# Never forgets the cancelled changes, so REDO still works after a new TYPE or ERASE.
def final_text(commands):
    text = []
    done, undone = [], []

    def apply(change):
        kind, letters = change
        if kind == "TYPE":
            text.extend(letters)
        else:
            del text[len(text) - len(letters):]

    def reverse(change):
        kind, letters = change
        if kind == "TYPE":
            del text[len(text) - len(letters):]
        else:
            text.extend(letters)

    for command in commands:
        if command[0] == "TYPE":
            change = ("TYPE", command[1])
        elif command[0] == "ERASE":
            k = min(int(command[1]), len(text))
            change = ("ERASE", "".join(text[len(text) - k:]))
        elif command[0] == "UNDO":
            if done:
                change = done.pop()
                reverse(change)
                undone.append(change)
            continue
        else:
            if undone:
                change = undone.pop()
                apply(change)
                done.append(change)
            continue
        apply(change)
        done.append(change)
    return "".join(text) if text else "EMPTY"


def main():
    lines = sys.stdin.read().split("\n")
    q = int(lines[0])
    commands = [lines[1 + i].split() for i in range(q)]
    print(final_text(commands))


main()
