import sys


def survivor(n, k):
    # Return the number (1 to n) of the child left in the circle when every k-th word sends a child out.
    return 0


def main():
    n, k = map(int, sys.stdin.read().split())
    print(survivor(n, k))


main()
