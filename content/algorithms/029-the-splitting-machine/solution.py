import sys

known = {0: 0}  # pile size -> number of splits, shared by all questions


def splits(n):
    if n not in known:
        known[n] = 1 + splits(n // 2) + splits(n // 3)
    return known[n]


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    print("\n".join(str(splits(int(v))) for v in data[1:1 + q]))


main()
