import sys


def survivor(n, k):
    # Children numbered from 0: in a circle of one, child 0 is left. If child s is left in a circle of
    # i - 1 children, the first child to step out of a circle of i is child (k - 1) mod i, and the circle
    # that remains is a circle of i - 1 starting just after it, so child (s + k) mod i is left.
    s = 0
    for i in range(2, n + 1):
        s = (s + k) % i
    return s + 1


def main():
    n, k = map(int, sys.stdin.read().split())
    print(survivor(n, k))


main()
