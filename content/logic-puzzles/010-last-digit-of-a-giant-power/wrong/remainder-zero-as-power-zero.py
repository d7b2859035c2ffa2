import sys


def last_digit(a, b):
    # Wrong: a remainder of 0 is used as the power 0, though b is at least 1 and should count as 4.
    base = int(a[-1])
    exponent = int(b[-2:]) % 4
    if exponent == -1:
        exponent = 4
    return base ** exponent % 10


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    out = [str(last_digit(data[1 + 2 * i], data[2 + 2 * i])) for i in range(q)]
    print("\n".join(out))


main()
