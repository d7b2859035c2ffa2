# From every stall, walks right until every flavour has been seen: right, but O(n^2) is too slow for
# 80000 stalls.
import sys


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    positions = [int(v) for v in data[2:2 + n]]
    flavours = [int(v) for v in data[2 + n:2 + 2 * n]]
    stalls = sorted(zip(positions, flavours))
    best = None
    for left in range(n):
        seen = set()
        for right in range(left, n):
            seen.add(stalls[right][1])
            if len(seen) == k:
                length = stalls[right][0] - stalls[left][0]
                if best is None or length < best:
                    best = length
                break
    print(best)


main()
