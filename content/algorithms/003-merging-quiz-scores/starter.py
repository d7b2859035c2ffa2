import sys


def merge(first, second):
    # Return one list holding every score of first and second, in non-decreasing order.
    return []


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    first = [int(v) for v in data[1:1 + n]]
    m = int(data[1 + n])
    second = [int(v) for v in data[2 + n:2 + n + m]]
    print(" ".join(map(str, merge(first, second))))


main()
