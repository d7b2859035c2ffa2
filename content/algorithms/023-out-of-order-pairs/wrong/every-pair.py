# Compares every pair: right, but O(n^2) is far too slow for 150000 entries.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    plays = [int(v) for v in data[1:1 + n]]
    pairs = 0
    for i in range(n):
        first = plays[i]
        for j in range(i + 1, n):
            if first > plays[j]:
                pairs += 1
    print(pairs)


main()
