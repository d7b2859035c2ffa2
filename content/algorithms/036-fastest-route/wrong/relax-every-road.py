# Relaxes every road again and again until nothing improves (Bellman-Ford): right, but up to n rounds of
# m roads is far too slow for 100000 crossings.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    roads = [(int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(m)]
    infinity = float("inf")
    best = [infinity] * (n + 1)
    best[1] = 0
    for _ in range(n):
        changed = False
        for u, v, w in roads:
            if best[u] + w < best[v]:
                best[v] = best[u] + w
                changed = True
            if best[v] + w < best[u]:
                best[u] = best[v] + w
                changed = True
        if not changed:
            break
    print(-1 if best[n] == infinity else best[n])


main()
