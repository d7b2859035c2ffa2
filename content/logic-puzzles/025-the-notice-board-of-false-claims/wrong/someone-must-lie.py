# Assumes a consistent board always has at least one false note, so it never tries F = 0 and misses the
# readings where every note is true.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    exactly, at_least, at_most = [0] * (n + 2), [0] * (n + 2), [0] * (n + 2)
    kinds = {b"EXACTLY": exactly, b"ATLEAST": at_least, b"ATMOST": at_most}
    for i in range(n):
        kinds[data[1 + 2 * i]][int(data[2 + 2 * i])] += 1
    found = []
    at_least_up_to = at_least[0]
    at_most_from = sum(at_most)
    for f in range(1, n + 1):
        at_least_up_to += at_least[f]
        at_most_from -= at_most[f - 1]
        if n - (exactly[f] + at_least_up_to + at_most_from) == f:
            found.append(f)
    print(f"{len(found)} {found[0]} {found[-1]}" if found else "PARADOX")


main()
