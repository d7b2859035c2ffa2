import sys


def last_digit(a, b):
    # a and b are strings of decimal digits. Return the last digit of a to the power b.
    return 0


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    out = [str(last_digit(data[1 + 2 * i], data[2 + 2 * i])) for i in range(q)]
    print("\n".join(out))


main()
