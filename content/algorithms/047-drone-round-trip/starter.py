import sys


def shortest_round_trip(t):
    # Return the shortest round trip from location 0 through every other location exactly once and back.
    # t[i][j] is the flight time from i to j.
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    t = [[int(x) for x in data[1 + i * n:1 + (i + 1) * n]] for i in range(n)]
    print(shortest_round_trip(t))


main()
