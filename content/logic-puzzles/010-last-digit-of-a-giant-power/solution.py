import sys


def last_digit(a, b):
    # The last digits of powers repeat with a cycle dividing 4, and b mod 4 depends on b's last two digits.
    base = int(a[-1])
    exponent = int(b[-2:]) % 4
    if exponent == 0:
        exponent = 4
    return base ** exponent % 10


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    out = [str(last_digit(data[1 + 2 * i], data[2 + 2 * i])) for i in range(q)]
    print("\n".join(out))


main()
