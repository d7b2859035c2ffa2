import sys


def streets_to_add(n, streets):
    # Return the fewest new one-way streets needed so that every intersection 1..n can reach every other.
    # streets is a list of (a, b) pairs: a street from a to b.
    return -1


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    numbers = map(int, data[2:2 + 2 * m])
    streets = list(zip(numbers, numbers))
    print(streets_to_add(n, streets))


main()
