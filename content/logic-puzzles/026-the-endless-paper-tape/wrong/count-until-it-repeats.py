# Gets s right from the factors 2 and 5, then multiplies by 10 until the remainder comes back to 1:
# right, but for a prime near 10^9 that loop runs hundreds of millions of times.
import sys


def tape(n):
    a = b = 0
    while n % 2 == 0:
        n //= 2
        a += 1
    while n % 5 == 0:
        n //= 5
        b += 1
    if n == 1:
        return max(a, b), 0
    r, p = 10 % n, 1
    while r != 1:
        r = r * 10 % n
        p += 1
    return max(a, b), p


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join("%d %d" % tape(int(x)) for x in data[1:q + 1]))


main()
