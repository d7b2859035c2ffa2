# Selection sort, counting its swaps: the right count, but O(n^2) comparisons are far too slow for the
# large tests.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    heights = [int(v) for v in data[1:1 + n]]
    swaps = 0
    for i in range(n):
        smallest = i
        for j in range(i + 1, n):
            if heights[j] < heights[smallest]:
                smallest = j
        if smallest != i:
            heights[i], heights[smallest] = heights[smallest], heights[i]
            swaps += 1
    print(swaps)


main()
