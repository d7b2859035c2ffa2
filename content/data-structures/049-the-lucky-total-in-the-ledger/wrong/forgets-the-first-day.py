# The running-total count with a hash map, but the empty prefix (before day 1) is never recorded: stretches
# that start on the very first day are missed.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    seen = {}
    total = count = 0
    for amount in map(int, data[2:2 + n]):
        total += amount
        count += seen.get(total - k, 0)
        seen[total] = seen.get(total, 0) + 1
    print(count)


main()
