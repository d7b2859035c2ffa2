import sys


def count_roads(n, roads):
    count = [0] * (n + 1)
    for u, v in roads:
        count[u] += 1
        count[v] += 1
    return count[1:]


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    roads = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print(' '.join(map(str, count_roads(n, roads))))


main()
