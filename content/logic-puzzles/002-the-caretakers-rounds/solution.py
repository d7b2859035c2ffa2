import sys


def lit_lamps(n, choices):
    lit = [False] * (n + 1)
    for k in choices:
        for lamp in range(k, n + 1, k):
            lit[lamp] = not lit[lamp]
    return [lamp for lamp in range(1, n + 1) if lit[lamp]]


def main():
    data = sys.stdin.read().split()
    n, r = int(data[0]), int(data[1])
    choices = [int(x) for x in data[2:2 + r]]
    lamps = lit_lamps(n, choices)
    print(" ".join(map(str, lamps)) if lamps else "NONE")


main()
