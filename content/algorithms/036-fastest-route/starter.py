import sys


def fastest_route(n, roads):
    # Return the shortest driving time from crossing 1 to crossing n, or -1 when n cannot be reached.
    # roads is a list of (u, v, w): a two-way road between u and v taking w minutes.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    numbers = map(int, data[2:2 + 3 * m])
    roads = list(zip(numbers, numbers, numbers))  # (u, v, w) triples
    print(fastest_route(n, roads))


main()
