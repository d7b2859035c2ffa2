import sys
from bisect import bisect_left


def first_position(numbers, x):
    i = bisect_left(numbers, x)
    return i + 1 if i < len(numbers) and numbers[i] == x else -1


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    numbers = [int(v) for v in data[1:1 + n]]
    x = int(data[1 + n])
    print(first_position(numbers, x))


main()
