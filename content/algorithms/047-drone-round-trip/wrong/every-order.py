# Tries every order of the drop points: right, but 14! orders are far too many.
import sys
from itertools import permutations


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    t = [[int(x) for x in data[1 + i * n:1 + (i + 1) * n]] for i in range(n)]
    best = 0 if n == 1 else None
    for order in permutations(range(1, n)):
        total, here = 0, 0
        for point in order:
            total += t[here][point]
            here = point
        total += t[here][0]
        if best is None or total < best:
            best = total
    print(best)


main()
