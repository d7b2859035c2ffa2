# Binary search on the answer, as it should be, but counts the pairs within a gap by looking at every pair:
# O(n^2) for each step is far too slow for 30000 lighthouses.
import sys


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    points = sorted(int(v) for v in data[2:2 + n])
    lo, hi = 0, points[-1] - points[0]
    while lo < hi:
        mid = (lo + hi) // 2
        within = 0
        for i in range(n):
            limit = points[i] + mid
            for j in range(i + 1, n):
                if points[j] > limit:
                    break
                within += 1
        if within >= k:
            hi = mid
        else:
            lo = mid + 1
    print(lo)


main()
