# Walks out from every glade in turn and keeps the biggest distance seen: right, but n walks over the
# whole forest is about n² steps.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    adjacent = [[] for _ in range(n + 1)]
    for i in range(n - 1):
        u, v, w = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
        adjacent[u].append((v, w))
        adjacent[v].append((u, w))
    best = 0
    for start in range(1, n + 1):
        distance = [-1] * (n + 1)
        distance[start] = 0
        stack = [start]
        while stack:
            x = stack.pop()
            for y, w in adjacent[x]:
                if distance[y] < 0:
                    distance[y] = distance[x] + w
                    stack.append(y)
        best = max(best, max(distance))
    print(best)


main()
