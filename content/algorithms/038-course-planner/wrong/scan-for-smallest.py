# Scans every course for the smallest one that is free at each step: right, but O(n^2) is too slow for
# 100000 courses.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    unblocks = [[] for _ in range(n + 1)]
    blocked = [0] * (n + 1)
    for i in range(m):
        a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        unblocks[a].append(b)
        blocked[b] += 1
    taken = [False] * (n + 1)
    order = []
    for _ in range(n):
        x = next((c for c in range(1, n + 1) if not taken[c] and blocked[c] == 0), None)
        if x is None:
            break
        taken[x] = True
        order.append(x)
        for y in unblocks[x]:
            blocked[y] -= 1
    print(" ".join(map(str, order)) if len(order) == n else "IMPOSSIBLE")


main()
