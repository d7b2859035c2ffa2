# Adds up every stretch of days one by one: right, but 200000 days have 2·10^10 stretches.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    amounts = list(map(int, data[2:2 + n]))
    count = 0
    for start in range(n):
        total = 0
        for amount in amounts[start:]:
            total += amount
            if total == k:
                count += 1
    print(count)


main()
