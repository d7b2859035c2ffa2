import sys


def shortest_round_trip(t):
    n = len(t)
    if n == 1:
        return 0
    # The drop points 1..n-1 are bits 0..k-1 of a mask, with k = n - 1.
    # best[mask][j]: shortest time from the base through exactly the points of mask, ending at point j + 1.
    k = n - 1
    full = (1 << k) - 1
    inf = float('inf')
    best = [[inf] * k for _ in range(full + 1)]
    for j in range(k):
        best[1 << j][j] = t[0][j + 1]
    # flight times between drop points, re-indexed from 0
    hop = [[t[a + 1][b + 1] for b in range(k)] for a in range(k)]
    for mask in range(1, full + 1):
        row = best[mask]
        missing = [b for b in range(k) if not mask >> b & 1]
        for j in range(k):
            here = row[j]
            if here == inf:
                continue
            times = hop[j]
            for b in missing:
                target = best[mask | 1 << b]
                time = here + times[b]
                if time < target[b]:
                    target[b] = time
    return min(best[full][j] + t[j + 1][0] for j in range(k))


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    t = [[int(x) for x in data[1 + i * n:1 + (i + 1) * n]] for i in range(n)]
    print(shortest_round_trip(t))


main()
