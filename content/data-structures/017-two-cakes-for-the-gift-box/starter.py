import sys


def count_boxes(weights, target):
    # Return how many pairs of different cakes have weights adding up to target.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    weights = [int(x) for x in data[2:2 + n]]
    print(count_boxes(weights, target))


main()
