import sys
from bisect import bisect_right
from itertools import repeat
from operator import add


def kth_smallest_gap(positions, k):
    points = sorted(positions)
    n = len(points)
    base = n * (n + 1) // 2

    def pairs_within(gap):
        # Pairs (i, j), i < j, with points[j] - points[i] <= gap: for each i, j runs from i + 1 up to
        # bisect_right(points, points[i] + gap) - 1. Summing the bisect results and subtracting
        # 1 + 2 + ... + n (the i + 1 of each i) counts them, with every loop running in C.
        return sum(map(bisect_right, repeat(points, n), map(add, points, repeat(gap, n)))) - base

    lo, hi = 0, points[-1] - points[0]
    while lo < hi:
        mid = (lo + hi) // 2
        if pairs_within(mid) >= k:
            hi = mid
        else:
            lo = mid + 1
    return lo


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    positions = [int(v) for v in data[2:2 + n]]
    print(kth_smallest_gap(positions, k))


main()
