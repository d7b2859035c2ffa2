# Takes the courses in the order they become available (a plain queue): a valid order, but not always the
# smallest one.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    unblocks = [[] for _ in range(n + 1)]
    blocked = [0] * (n + 1)
    for i in range(m):
        a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        unblocks[a].append(b)
        blocked[b] += 1
    available = deque(x for x in range(1, n + 1) if blocked[x] == 0)
    order = []
    while available:
        x = available.popleft()
        order.append(x)
        for y in unblocks[x]:
            blocked[y] -= 1
            if blocked[y] == 0:
                available.append(y)
    print(" ".join(map(str, order)) if len(order) == n else "IMPOSSIBLE")


main()
