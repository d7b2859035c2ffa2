# Knows that row r holds 2^(number of 1 bits of r) odd numbers, but still visits every row: one step per
# row is hopeless for hundreds of billions of rows.
import sys


def dark_tiles(n):
    total = 0
    for r in range(n):
        total += 1 << bin(r).count("1")
    return total


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(str(dark_tiles(int(x))) for x in data[1:q + 1]))


main()
