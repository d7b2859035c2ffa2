import sys


def best_streak(a):
    # Return the largest sum of one or more consecutive values of a.
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    print(best_streak(a))


main()
