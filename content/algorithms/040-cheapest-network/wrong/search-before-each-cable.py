# Takes the cables from cheapest up, and before each one searches the network laid so far to see whether
# its villages are already connected: right, but one search per cable is far too slow.
import sys


def connected(adjacent, start, goal):
    seen = {start}
    stack = [start]
    while stack:
        x = stack.pop()
        if x == goal:
            return True
        for y in adjacent[x]:
            if y not in seen:
                seen.add(y)
                stack.append(y)
    return False


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    routes = sorted(
        ((int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(m)),
        key=lambda route: route[2],
    )
    adjacent = [[] for _ in range(n + 1)]
    total = laid = 0
    for u, v, w in routes:
        if not connected(adjacent, u, v):
            adjacent[u].append(v)
            adjacent[v].append(u)
            total += w
            laid += 1
    print(total if laid == n - 1 else "IMPOSSIBLE")


main()
