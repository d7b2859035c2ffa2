import sys


def smallest_capacity(weights, d):
    # Return the smallest ferry capacity that carries every crate, in order, in at most d trips.
    return -1


def main():
    data = sys.stdin.read().split()
    n, d = int(data[0]), int(data[1])
    weights = [int(v) for v in data[2:2 + n]]
    print(smallest_capacity(weights, d))


main()
