import sys
from collections import deque


def calmest_stretch(t, d):
    highs = deque()  # hours of the window, readings strictly decreasing from front to back
    lows = deque()  # hours of the window, readings strictly increasing from front to back
    start = 0
    best_length, best_start = 0, 0
    for end, reading in enumerate(t):
        while highs and t[highs[-1]] <= reading:
            highs.pop()
        highs.append(end)
        while lows and t[lows[-1]] >= reading:
            lows.pop()
        lows.append(end)
        while t[highs[0]] - t[lows[0]] > d:
            start += 1
            if highs[0] < start:
                highs.popleft()
            if lows[0] < start:
                lows.popleft()
        if end - start + 1 > best_length:
            best_length, best_start = end - start + 1, start
    return best_length, best_start + 1


def main():
    data = sys.stdin.buffer.read().split()
    n, d = int(data[0]), int(data[1])
    t = [int(x) for x in data[2:2 + n]]
    length, start = calmest_stretch(t, d)
    print(length, start)


main()
