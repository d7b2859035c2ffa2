import sys


def first_position(numbers, x):
    # Return the 1-based position of the first occurrence of x in the sorted list numbers, or -1.
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    numbers = [int(v) for v in data[1:1 + n]]
    x = int(data[1 + n])
    print(first_position(numbers, x))


main()
