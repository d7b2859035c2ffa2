# Slides a window that drops days from the left while its sum is above k: fine when every result is
# positive, but losses and zero days make it miss runs.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    results = [int(x) for x in data[2:2 + n]]
    count, total, left = 0, 0, 0
    for right in range(n):
        total += results[right]
        while left <= right and total > k:
            total -= results[left]
            left += 1
        if total == k and left <= right:
            count += 1
    print(count)


main()
