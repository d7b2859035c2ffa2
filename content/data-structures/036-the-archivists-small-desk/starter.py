import sys


def count_hits(c, requests):
    # The desk holds at most c folders; requests lists the folder numbers asked for, in order.
    # Return a pair (hits, misses).
    return 0, 0


def main():
    data = sys.stdin.buffer.read().split()
    c, n = int(data[0]), int(data[1])
    requests = [int(x) for x in data[2:2 + n]]
    hits, misses = count_hits(c, requests)
    print(hits, misses)


main()
