import sys


def longest_walk(n, trails):
    # Return the largest walking distance between two of the glades 1..n.
    # trails is a list of (u, v, w): a two-way trail of w metres between glades u and v.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    numbers = map(int, data[1:1 + 3 * (n - 1)])
    trails = list(zip(numbers, numbers, numbers))  # (u, v, w) triples
    print(longest_walk(n, trails))


main()
