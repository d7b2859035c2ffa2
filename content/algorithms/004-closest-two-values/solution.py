import sys


def smallest_difference(heights):
    ordered = sorted(heights)
    return min(b - a for a, b in zip(ordered, ordered[1:]))


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    heights = [int(v) for v in data[1:1 + n]]
    print(smallest_difference(heights))


main()
