# Lines every window up from scratch: right, but 100000 windows of 100000 readings each take
# hours, not seconds.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    readings = [int(x) for x in data[2:2 + n]]
    middle = (k + 1) // 2 - 1
    total = 0
    for start in range(n - k + 1):
        total += sorted(readings[start:start + k])[middle]
    print(total)


main()
