# Always cuts each piece at the mark closest to its middle: it halves the pieces quickly, but it is not
# always the cheapest order.
import sys


def cost(p, i, j):
    if j - i < 2:
        return 0
    middle = (p[i] + p[j]) / 2
    k = min(range(i + 1, j), key=lambda m: abs(p[m] - middle))
    return p[j] - p[i] + cost(p, i, k) + cost(p, k, j)


def main():
    data = sys.stdin.read().split()
    length, n = int(data[0]), int(data[1])
    p = [0] + sorted(int(x) for x in data[2:2 + n]) + [length]
    sys.setrecursionlimit(10000)
    print(cost(p, 0, len(p) - 1))


main()
