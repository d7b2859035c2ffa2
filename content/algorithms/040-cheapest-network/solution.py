import sys


def cheapest_network(n, routes):
    parent = list(range(n + 1))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]  # path halving
            x = parent[x]
        return x

    total = laid = 0
    for u, v, w in sorted(routes, key=lambda route: route[2]):
        a, b = find(u), find(v)
        if a != b:  # joins two groups that were not connected yet
            parent[a] = b
            total += w
            laid += 1
            if laid == n - 1:
                break
    return total if laid == n - 1 else None


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    numbers = map(int, data[2:2 + 3 * m])
    routes = list(zip(numbers, numbers, numbers))  # (u, v, w) triples
    cost = cheapest_network(n, routes)
    print('IMPOSSIBLE' if cost is None else cost)


main()
