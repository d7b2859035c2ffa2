import sys


def bedtime_order(n, k):
    # Return the list of scout numbers in the order they leave the circle, the storyteller last.
    return []


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    print(" ".join(map(str, bedtime_order(n, k))))


main()
