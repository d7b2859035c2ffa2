import sys


def count_roads(n, roads):
    # Return a list of n numbers: how many roads end at crossing 1, 2, ..., n.
    # roads is a list of (u, v) pairs.
    return [0] * n


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    roads = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print(' '.join(map(str, count_roads(n, roads))))


main()
