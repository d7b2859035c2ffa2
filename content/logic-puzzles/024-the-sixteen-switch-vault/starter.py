import sys


def opening_settings(n, formula):
    # Return how many of the 2^n settings of switches a, b, c, ... make the formula true.
    return 0


def main():
    data = sys.stdin.read().split()
    print(opening_settings(int(data[0]), data[1]))


main()
