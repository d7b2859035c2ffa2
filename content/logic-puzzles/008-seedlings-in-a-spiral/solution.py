import math
import sys


def position(n):
    if n == 1:
        return 0, 0
    # The odd squares (2k + 1)^2 close each ring, at the corner (k, -k).
    k = (math.isqrt(n - 1) + 1) // 2
    while (2 * k + 1) ** 2 < n:
        k += 1
    side = 2 * k
    offset = n - (2 * k - 1) ** 2 - 1
    if offset < side:
        return k, -k + 1 + offset
    if offset < 2 * side:
        return k - 1 - (offset - side), k
    if offset < 3 * side:
        return -k, k - 1 - (offset - 2 * side)
    return -k + 1 + (offset - 3 * side), -k


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        x, y = position(int(data[1 + i]))
        out.append(f"{x} {y}")
    print("\n".join(out))


main()
