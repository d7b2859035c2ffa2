import sys


def dead_ends(n, tunnels):
    # tunnels is a list of (a, b) pairs of room numbers (rooms are 1..n, the entrance is room 1).
    # Return the number of dead-end rooms.
    return -1


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    numbers = [int(x) for x in data[1:1 + 2 * (n - 1)]]
    tunnels = list(zip(numbers[0::2], numbers[1::2]))
    print(dead_ends(n, tunnels))


main()
