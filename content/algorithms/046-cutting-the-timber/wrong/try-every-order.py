# Tries every first cut of every piece without remembering pieces already priced: right, but the same
# pieces are priced over and over, exponentially often.
import sys


def cost(p, i, j):
    if j - i < 2:
        return 0
    return p[j] - p[i] + min(cost(p, i, k) + cost(p, k, j) for k in range(i + 1, j))


def main():
    data = sys.stdin.read().split()
    length, n = int(data[0]), int(data[1])
    p = [0] + sorted(int(x) for x in data[2:2 + n]) + [length]
    print(cost(p, 0, len(p) - 1))


main()
