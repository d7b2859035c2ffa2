import sys


def lit_lamps(n, choices):
    # Return the list of lamp numbers (1..n) that are lit after all the rounds, in increasing order.
    return []


def main():
    data = sys.stdin.read().split()
    n, r = int(data[0]), int(data[1])
    choices = [int(x) for x in data[2:2 + r]]
    lamps = lit_lamps(n, choices)
    print(" ".join(map(str, lamps)) if lamps else "NONE")


main()
