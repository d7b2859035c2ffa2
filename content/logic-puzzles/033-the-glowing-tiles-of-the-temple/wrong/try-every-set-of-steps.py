# Tries every set of tiles to step on, smallest sets first: right, but a temple of 300 by 10 tiles has
# 2^3000 sets.
import sys
from itertools import combinations


def main():
    data = sys.stdin.read().split()
    height, width = int(data[0]), int(data[1])
    rows = data[2:2 + height]
    dark = {(r, c) for r in range(height) for c in range(width) if rows[r][c] == "."}
    tiles = [(r, c) for r in range(height) for c in range(width)]
    for count in range(len(tiles) + 1):
        for chosen in combinations(tiles, count):
            flipped = set()
            for r, c in chosen:
                for cell in ((r, c), (r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    flipped ^= {cell}
            if {cell for cell in flipped if 0 <= cell[0] < height and 0 <= cell[1] < width} == dark:
                print(count)
                return
    print(-1)


main()
