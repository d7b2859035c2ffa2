import sys


def digit_sum(number):
    total = 0
    while number > 0:
        total += number % 10
        number //= 10
    return total


def postman_order(numbers):
    return sorted(numbers, key=lambda number: (digit_sum(number), number))


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    numbers = [int(v) for v in data[1:1 + n]]
    print(" ".join(map(str, postman_order(numbers))))


main()
