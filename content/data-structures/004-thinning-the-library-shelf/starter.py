import sys


def thin(books, m):
    # books is sorted; return the books that stay when at most m copies of each number are kept, in order.
    return books


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    books = [int(v) for v in data[2:2 + n]]
    kept = thin(books, m)
    print(len(kept))
    print(" ".join(map(str, kept)))


main()
