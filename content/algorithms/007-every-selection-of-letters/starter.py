import sys


def selections(letters):
    # Return every non-empty group of the letters, each written in alphabetical order,
    # as a list of strings in dictionary order.
    return []


def main():
    letters = sys.stdin.read().split()[0]
    print("\n".join(selections(letters)))


main()
