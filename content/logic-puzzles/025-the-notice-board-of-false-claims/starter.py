import sys


def consistent_false_counts(kinds, xs):
    # kinds[i] is "EXACTLY", "ATLEAST" or "ATMOST" and xs[i] its number. Return, in increasing order,
    # every number of false notes F for which reading the board with exactly F false notes is consistent.
    return []


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    kinds = data[1:2 * n + 1:2]
    xs = [int(x) for x in data[2:2 * n + 2:2]]
    found = consistent_false_counts(kinds, xs)
    print(f"{len(found)} {found[0]} {found[-1]}" if found else "PARADOX")


main()
