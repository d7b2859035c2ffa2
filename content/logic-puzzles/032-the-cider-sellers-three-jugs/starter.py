import sys


def fewest_pours(capacity, targets):
    # capacity is (a, b, c); jug 1 starts full, jugs 2 and 3 empty. Return a list with, for each target t,
    # the fewest pours after which some jug holds exactly t litres, or -1 when that never happens.
    return [0] * len(targets)


def main():
    data = sys.stdin.buffer.read().split()
    capacity = (int(data[0]), int(data[1]), int(data[2]))
    q = int(data[3])
    targets = [int(x) for x in data[4:4 + q]]
    sys.stdout.write("\n".join(map(str, fewest_pours(capacity, targets))) + "\n")


main()
