# Never steps on the top row and lets the rows below fix everything: it finds the forced steps for the
# other rows correctly, but the best answer (or the only one) may need steps in the top row.
import sys


def main():
    data = sys.stdin.read().split()
    height, width = int(data[0]), int(data[1])
    rows = data[2:2 + height]
    full = (1 << width) - 1
    dark = [sum(1 << c for c in range(width) if row[c] == ".") for row in rows]
    above, steps, total = 0, 0, 0
    for r in range(height):
        total += bin(steps).count("1")
        left = dark[r] ^ above ^ steps ^ (steps << 1 & full) ^ (steps >> 1)
        above, steps = steps, left
    print(total if steps == 0 else -1)


main()
