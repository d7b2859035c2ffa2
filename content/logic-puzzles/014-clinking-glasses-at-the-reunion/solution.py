import sys
from math import isqrt


def guests(k):
    # n(n - 1)/2 = k means n^2 - n - 2k = 0, so n is close to the square root of 2k.
    n = (1 + isqrt(1 + 8 * k)) // 2
    return n if n * (n - 1) // 2 == k else None


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    out = []
    for text in data[1:1 + q]:
        n = guests(int(text))
        out.append("MISCOUNTED" if n is None else str(n))
    print("\n".join(out))


main()
