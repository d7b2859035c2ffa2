# Finds the route with the fewest roads (breadth-first search) and adds up its minutes: fewer roads is not
# always faster.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adjacent = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        adjacent[u].append((v, w))
        adjacent[v].append((u, w))
    time = [None] * (n + 1)
    time[1] = 0
    queue = deque([1])
    while queue:
        x = queue.popleft()
        for y, w in adjacent[x]:
            if time[y] is None:
                time[y] = time[x] + w
                queue.append(y)
    print(-1 if time[n] is None else time[n])


main()
