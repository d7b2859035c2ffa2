import sys


def last_digit(a, b):
    # Wrong: b mod 4 needs b's last two digits, not only the last one (12 is divisible by 4, 2 is not).
    base = int(a[-1])
    exponent = int(b[-1]) % 4
    if exponent == 0:
        exponent = 4
    return base ** exponent % 10


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    out = [str(last_digit(data[1 + 2 * i], data[2 + 2 * i])) for i in range(q)]
    print("\n".join(out))


main()
