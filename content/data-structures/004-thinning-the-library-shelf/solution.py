import sys


def thin(books, m):
    kept = []
    copies = 0
    for i, book in enumerate(books):
        copies = copies + 1 if i > 0 and book == books[i - 1] else 1
        if copies <= m:
            kept.append(book)
    return kept


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    books = [int(v) for v in data[2:2 + n]]
    kept = thin(books, m)
    print(len(kept))
    print(" ".join(map(str, kept)))


main()
