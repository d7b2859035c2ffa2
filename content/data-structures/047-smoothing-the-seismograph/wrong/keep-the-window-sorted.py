# Keeps the window's readings in a sorted list, inserting and removing one reading per step with bisect:
# right, but every insertion and removal shifts up to k entries, so 200000 steps with k = 100000 take
# billions of moves.
import sys
from bisect import bisect_left, insort


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    readings = [int(x) for x in data[2:2 + n]]
    window = sorted(readings[:k])
    middle = (k + 1) // 2 - 1
    total = window[middle]
    for i in range(k, n):
        window.pop(bisect_left(window, readings[i - k]))
        insort(window, readings[i])
        total += window[middle]
    print(total)


main()
