import sys
from collections import deque


def calmest_spell(d, readings):
    highs = deque()  # indices of the window's readings, values falling from front to back
    lows = deque()  # indices of the window's readings, values rising from front to back
    left = 0
    best_length, best_start = 0, 0
    for right, value in enumerate(readings):
        while highs and readings[highs[-1]] <= value:
            highs.pop()
        highs.append(right)
        while lows and readings[lows[-1]] >= value:
            lows.pop()
        lows.append(right)
        while readings[highs[0]] - readings[lows[0]] > d:
            left += 1
            if highs[0] < left:
                highs.popleft()
            if lows[0] < left:
                lows.popleft()
        if right - left + 1 > best_length:
            best_length, best_start = right - left + 1, left
    return best_length, best_start + 1


def main():
    data = sys.stdin.buffer.read().split()
    n, d = int(data[0]), int(data[1])
    readings = list(map(int, data[2:2 + n]))
    length, start = calmest_spell(d, readings)
    print(length, start)


main()
