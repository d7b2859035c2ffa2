import sys


def best_harvest(a):
    # Return the largest total worth of a harvest with no two neighbouring trees.
    return -1


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    print(best_harvest(a))


main()
