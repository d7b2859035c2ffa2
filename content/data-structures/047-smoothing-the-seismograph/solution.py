import sys
from heapq import heappush, heappop, heapify

SHIFT = 18  # 2^18 > 200000: a key packs a reading and its position, so equal readings stay apart
MASK = (1 << SHIFT) - 1
OFFSET = 1000000000  # makes every reading non-negative


def sum_of_medians(readings, k):
    n = len(readings)
    keys = [((value + OFFSET) << SHIFT) | i for i, value in enumerate(readings)]
    need = (k + 1) // 2  # the lower half holds the ceil(k/2) smallest readings of the window
    first = sorted(keys[:k])
    low = [-key for key in first[:need]]  # a max-heap, stored negated
    high = first[need:]  # a min-heap
    heapify(low)
    heapify(high)
    low_size, high_size = need, k - need  # readings of the window in each heap (stale ones not counted)
    total = (-low[0] >> SHIFT) - OFFSET
    for i in range(k, n):
        key = keys[i]
        top = -low[0]  # the top of low is always inside the window here
        if key < top:
            heappush(low, -key)
            low_size += 1
        else:
            heappush(high, key)
            high_size += 1
        leaving = keys[i - k]
        if leaving <= top:
            low_size -= 1
        else:
            high_size -= 1
        start = i - k + 1  # readings before this position have left the window
        # drop stale tops, then move one reading across if the halves are out of balance
        while low and (-low[0] & MASK) < start:
            heappop(low)
        while high and (high[0] & MASK) < start:
            heappop(high)
        if low_size > need:
            heappush(high, -heappop(low))
            low_size -= 1
            high_size += 1
            while low and (-low[0] & MASK) < start:
                heappop(low)
        elif low_size < need:
            heappush(low, -heappop(high))
            low_size += 1
            high_size -= 1
            while high and (high[0] & MASK) < start:
                heappop(high)
        total += (-low[0] >> SHIFT) - OFFSET
    return total


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    readings = [int(x) for x in data[2:2 + n]]
    print(sum_of_medians(readings, k))


main()
