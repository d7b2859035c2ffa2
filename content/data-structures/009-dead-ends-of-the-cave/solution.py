import sys


def dead_ends(n, tunnels):
    degree = [0] * (n + 1)
    for a, b in tunnels:
        degree[a] += 1
        degree[b] += 1
    return sum(1 for room in range(2, n + 1) if degree[room] == 1)


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    numbers = [int(x) for x in data[1:1 + 2 * (n - 1)]]
    tunnels = list(zip(numbers[0::2], numbers[1::2]))
    print(dead_ends(n, tunnels))


main()
