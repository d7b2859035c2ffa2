import sys


def count_sets(values, target):
    # Return the number of non-empty subsets of values whose sum is exactly target.
    return -1


def main():
    data = sys.stdin.read().split()
    n, target = int(data[0]), int(data[1])
    values = [int(v) for v in data[2:2 + n]]
    print(count_sets(values, target))


main()
