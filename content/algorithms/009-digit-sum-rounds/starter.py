import sys


def shrink(number):
    # number is a string of digits. Return a pair (final digit, number of rounds).
    return (0, 0)


def main():
    number = sys.stdin.read().split()[0]
    digit, rounds = shrink(number)
    print(digit, rounds)


main()
