import sys


def splits(n):
    # Return the total number of splits the machine performs on a starting pile of n pebbles.
    return -1


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    print("\n".join(str(splits(int(v))) for v in data[1:1 + q]))


main()
