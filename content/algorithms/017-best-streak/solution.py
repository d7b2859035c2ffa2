import sys


def best_streak(a):
    ending_here = best = a[0]
    for value in a[1:]:
        ending_here = max(value, ending_here + value)
        best = max(best, ending_here)
    return best


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    print(best_streak(a))


main()
