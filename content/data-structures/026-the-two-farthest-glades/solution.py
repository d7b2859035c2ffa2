import sys


def farthest_from(start, adjacent, n):
    """Distances from start to every glade (walking with a stack); returns (farthest glade, its distance)."""
    distance = [-1] * (n + 1)
    distance[start] = 0
    stack = [start]
    while stack:
        x = stack.pop()
        for y, w in adjacent[x]:
            if distance[y] < 0:
                distance[y] = distance[x] + w
                stack.append(y)
    best = max(range(1, n + 1), key=distance.__getitem__)
    return best, distance[best]


def longest_walk(n, trails):
    adjacent = [[] for _ in range(n + 1)]
    for u, v, w in trails:
        adjacent[u].append((v, w))
        adjacent[v].append((u, w))
    a, _ = farthest_from(1, adjacent, n)
    _, length = farthest_from(a, adjacent, n)
    return length


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    numbers = map(int, data[1:1 + 3 * (n - 1)])
    trails = list(zip(numbers, numbers, numbers))  # (u, v, w) triples
    print(longest_walk(n, trails))


main()
