# Tries every one of the 2^n sets of proposals: right, but 2^36 sets are far too many.
import sys


def main():
    data = sys.stdin.read().split()
    n, target = int(data[0]), int(data[1])
    values = [int(v) for v in data[2:2 + n]]
    sets = 0
    for mask in range(1, 1 << n):
        total = 0
        for i in range(n):
            if mask >> i & 1:
                total += values[i]
        if total == target:
            sets += 1
    print(sets)


main()
