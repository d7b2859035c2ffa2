# Treats a meeting that starts the moment another ends as a clash, so back-to-back meetings get two rooms.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    starts = sorted(int(data[1 + 2 * i]) for i in range(n))
    ends = sorted(int(data[2 + 2 * i]) for i in range(n))
    rooms = best = j = 0
    for start in starts:
        while ends[j] < start:
            j += 1
            rooms -= 1
        rooms += 1
        best = max(best, rooms)
    print(best)


main()
