import sys


def cheapest_cutting(length, marks):
    # Return the smallest total cost of cutting a log of the given length at the marks (unsorted).
    return 0


def main():
    data = sys.stdin.read().split()
    length, n = int(data[0]), int(data[1])
    marks = [int(x) for x in data[2:2 + n]]
    print(cheapest_cutting(length, marks))


main()
