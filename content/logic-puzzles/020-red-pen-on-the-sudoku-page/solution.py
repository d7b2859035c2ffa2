import sys


def has_repeat(cells):
    digits = [c for c in cells if c != "."]
    return len(digits) != len(set(digits))


def broken_units(grid):
    rows = [grid[r] for r in range(9)]
    columns = ["".join(grid[r][c] for r in range(9)) for c in range(9)]
    boxes = ["".join(grid[3 * (b // 3) + i][3 * (b % 3) + j] for i in range(3) for j in range(3)) for b in range(9)]
    broken = []
    for name, units in (("ROW", rows), ("COLUMN", columns), ("BOX", boxes)):
        broken += [f"{name} {k + 1}" for k, unit in enumerate(units) if has_repeat(unit)]
    return broken


def main():
    grid = sys.stdin.read().split()[:9]
    broken = broken_units(grid)
    print("\n".join(broken) if broken else "ALL GOOD")


main()
