import sys


def dark_tiles(n):
    # Return how many odd numbers appear in rows 0 to n - 1 of Pascal's triangle.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(str(dark_tiles(int(x))) for x in data[1:q + 1]))


main()
