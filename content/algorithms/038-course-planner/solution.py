import sys
from heapq import heapify, heappop, heappush


def plan_courses(n, rules):
    unblocks = [[] for _ in range(n + 1)]
    blocked = [0] * (n + 1)  # rules still blocking each course
    for a, b in rules:
        unblocks[a].append(b)
        blocked[b] += 1
    available = [x for x in range(1, n + 1) if blocked[x] == 0]
    heapify(available)
    order = []
    while available:
        x = heappop(available)
        order.append(x)
        for y in unblocks[x]:
            blocked[y] -= 1
            if blocked[y] == 0:
                heappush(available, y)
    return order if len(order) == n else None  # fewer means a cycle


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    rules = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    order = plan_courses(n, rules)
    print('IMPOSSIBLE' if order is None else ' '.join(map(str, order)))


main()
