import sys

PAIRS = {")": "(", "]": "[", "}": "{"}


# Reports the most recent never-closed bracket (the top of the stack) instead of the leftmost one.
def first_mistake(formula):
    open_positions = []
    for position, char in enumerate(formula, start=1):
        if char in "([{":
            open_positions.append((char, position))
        elif char in PAIRS:
            if not open_positions or open_positions[-1][0] != PAIRS[char]:
                return str(position)
            open_positions.pop()
    if open_positions:
        return str(open_positions[-1][1])
    return "BALANCED"


def main():
    formula = sys.stdin.read().split()[0]
    print(first_mistake(formula))


main()
