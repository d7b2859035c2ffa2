import sys
from collections import deque


def cut_off(n, roads):
    neighbours = [[] for _ in range(n + 1)]
    for a, b in roads:
        neighbours[a].append(b)
        neighbours[b].append(a)
    reached = [False] * (n + 1)
    reached[1] = True
    queue = deque([1])
    while queue:
        village = queue.popleft()
        for other in neighbours[village]:
            if not reached[other]:
                reached[other] = True
                queue.append(other)
    return [v for v in range(1, n + 1) if not reached[v]]


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    roads = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    villages = cut_off(n, roads)
    print(" ".join(map(str, villages)) if villages else "NONE")


main()
