# Tries the distances 1, 2, 3, ... with the greedy test until one no longer works: right, but when the
# answer is in the millions that is millions of walks along the bank.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    pitches = sorted(int(x) for x in data[2:2 + n])

    def fits(gap):
        last, placed = pitches[0], 1
        for p in pitches:
            if p - last >= gap:
                last = p
                placed += 1
        return placed >= k

    gap = 0
    while fits(gap + 1):
        gap += 1
    print(gap)


main()
