# Tries every pair of gifts: right, but O(n^2) is far too slow for 200000 gifts.
import sys


def main():
    data = sys.stdin.read().split()
    n, budget = int(data[0]), int(data[1])
    prices = [int(v) for v in data[2:2 + n]]
    count = 0
    for i in range(n):
        rest = budget - prices[i]
        for j in range(i + 1, n):
            if prices[j] <= rest:
                count += 1
    print(count)


main()
