import sys


def fewest_weights(x, weights):
    # Return the fewest weights that balance a parcel of weight x, or None when it cannot be done.
    return None


def main():
    data = sys.stdin.read().split()
    x, n = int(data[0]), int(data[1])
    weights = [int(v) for v in data[2:2 + n]]
    answer = fewest_weights(x, weights)
    print("IMPOSSIBLE" if answer is None else answer)


main()
