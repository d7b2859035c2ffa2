import sys
from bisect import bisect_left


def widest_spacing(pitches, k):
    pitches = sorted(pitches)
    n = len(pitches)

    def fits(gap):
        # greedy: the first pitch, then each time the first pitch at least gap beyond the last tent
        position, placed, i = pitches[0], 1, 0
        while placed < k:
            i = bisect_left(pitches, position + gap, i + 1)
            if i == n:
                return False
            position = pitches[i]
            placed += 1
        return True

    # the answer is the largest gap that fits; 0 always fits, and k tents never fit wider than this
    low, high = 0, (pitches[-1] - pitches[0]) // (k - 1)
    while low < high:
        middle = (low + high + 1) // 2
        if fits(middle):
            low = middle
        else:
            high = middle - 1
    return low


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    pitches = [int(x) for x in data[2:2 + n]]
    print(widest_spacing(pitches, k))


main()
