# Closes each road in turn and searches the map again: right, but one search per road is far too slow.
import sys


def pieces(n, roads, closed):
    adjacent = [[] for _ in range(n + 1)]
    for i, (u, v) in enumerate(roads, 1):
        if i != closed:
            adjacent[u].append(v)
            adjacent[v].append(u)
    seen = [False] * (n + 1)
    count = 0
    for start in range(1, n + 1):
        if seen[start]:
            continue
        count += 1
        seen[start] = True
        stack = [start]
        while stack:
            x = stack.pop()
            for y in adjacent[x]:
                if not seen[y]:
                    seen[y] = True
                    stack.append(y)
    return count


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    roads = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    today = pieces(n, roads, 0)
    critical = [i for i in range(1, m + 1) if pieces(n, roads, i) > today]
    print(len(critical))
    if critical:
        print(" ".join(map(str, critical)))


main()
