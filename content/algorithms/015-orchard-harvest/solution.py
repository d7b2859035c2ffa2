import sys


def best_harvest(a):
    two_back, one_back = 0, 0  # best totals for the first i - 2 and i - 1 trees
    for value in a:
        two_back, one_back = one_back, max(one_back, two_back + value)
    return one_back


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    print(best_harvest(a))


main()
