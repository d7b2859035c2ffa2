import sys


def fewest_steps(rows):
    height, width = len(rows), len(rows[0])
    full = (1 << width) - 1
    # dark[r] has bit c set when tile (r, c) is dark and must be flipped an odd number of times.
    dark = [sum(1 << c for c in range(width) if row[c] == ".") for row in rows]
    best = -1
    # Once the steps in the top row are chosen, every other row is forced: the only steps that can still
    # fix a dark tile in row r are those directly below it, in row r + 1.
    for first in range(1 << width):
        above, steps, total = 0, first, 0
        for r in range(height):
            total += bin(steps).count("1")
            left = dark[r] ^ above ^ steps ^ (steps << 1 & full) ^ (steps >> 1)
            above, steps = steps, left
        if steps == 0 and (best < 0 or total < best):
            best = total
    return best


def main():
    data = sys.stdin.read().split()
    height = int(data[0])
    print(fewest_steps(data[2:2 + height]))


main()
