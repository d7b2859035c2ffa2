import sys


def count_runs(results, k):
    # results holds the daily results in order. Return how many runs of one or more consecutive days
    # add up to exactly k.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    results = [int(x) for x in data[2:2 + n]]
    print(count_runs(results, k))


main()
