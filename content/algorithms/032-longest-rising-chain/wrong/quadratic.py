# For every reading, looks back at every earlier one: right, but O(n^2) is far too slow for 200000 readings.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    longest = [1] * n
    for i in range(n):
        for j in range(i):
            if a[j] < a[i] and longest[j] + 1 > longest[i]:
                longest[i] = longest[j] + 1
    print(max(longest))


main()
