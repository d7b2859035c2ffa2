import sys


def smallest_difference(heights):
    # Return the minimum of |a - b| over all pairs of different positions in heights.
    return -1


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    heights = [int(v) for v in data[1:1 + n]]
    print(smallest_difference(heights))


main()
