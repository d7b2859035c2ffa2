# Hangs every club's lanterns post by post: right, but a long stretch costs up to n steps per club.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    lanterns = [0] * (n + 1)
    for i in range(m):
        l, r, c = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        for post in range(l, r + 1):
            lanterns[post] += c
    best = max(lanterns[1:])
    print(best, lanterns.index(best, 1))


main()
