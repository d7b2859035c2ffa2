import sys


def generations(parents):
    # parents[i - 1] is the parent of person i (0 for the founder).
    # Return the number of generations in the family tree.
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    parents = [int(x) for x in data[1:1 + n]]
    print(generations(parents))


main()
