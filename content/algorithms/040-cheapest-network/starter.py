import sys


def cheapest_network(n, routes):
    # Return the smallest total cost of routes (a list of (u, v, w): link u and v for w coins)
    # that connect all villages 1..n, or None when that is impossible.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    numbers = map(int, data[2:2 + 3 * m])
    routes = list(zip(numbers, numbers, numbers))  # (u, v, w) triples
    cost = cheapest_network(n, routes)
    print('IMPOSSIBLE' if cost is None else cost)


main()
