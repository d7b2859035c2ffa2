# For each meeting, counts the meetings running when it starts: right, but O(n^2) is too slow.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    meetings = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    best = 0
    for start, _ in meetings:
        running = 0
        for s, e in meetings:
            if s <= start < e:
                running += 1
        best = max(best, running)
    print(best)


main()
