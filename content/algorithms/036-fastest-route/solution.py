import sys
from heapq import heappop, heappush


def fastest_route(n, roads):
    adjacent = [[] for _ in range(n + 1)]
    for u, v, w in roads:
        adjacent[u].append((v, w))
        adjacent[v].append((u, w))
    best = [None] * (n + 1)
    best[1] = 0
    queue = [(0, 1)]
    while queue:
        time, crossing = heappop(queue)
        if time != best[crossing]:
            continue  # an out-of-date entry
        if crossing == n:
            break
        for nxt, w in adjacent[crossing]:
            t = time + w
            if best[nxt] is None or t < best[nxt]:
                best[nxt] = t
                heappush(queue, (t, nxt))
    return -1 if best[n] is None else best[n]


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    numbers = map(int, data[2:2 + 3 * m])
    roads = list(zip(numbers, numbers, numbers))  # (u, v, w) triples
    print(fastest_route(n, roads))


main()
