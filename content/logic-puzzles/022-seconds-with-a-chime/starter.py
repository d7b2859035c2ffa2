import sys


def chiming_seconds(n, bells):
    # Return how many seconds from 1 to n are a multiple of at least one of the numbers in bells.
    return 0


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    bells = [int(x) for x in data[2:2 + k]]
    print(chiming_seconds(n, bells))


main()
