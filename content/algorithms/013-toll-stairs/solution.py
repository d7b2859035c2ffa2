import sys


def cheapest_climb(tolls):
    # best[i] = cheapest total toll to stand on step i; the landing is step n + 1 with toll 0
    steps = [0] + tolls + [0]
    best = [0] * len(steps)
    best[1] = steps[1]
    for i in range(2, len(steps)):
        best[i] = steps[i] + min(best[i - 1], best[i - 2])
    return best[-1]


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    tolls = [int(x) for x in data[1:1 + n]]
    print(cheapest_climb(tolls))


main()
