import sys


def broken_units(grid):
    # grid is a list of 9 strings of 9 characters ('1'-'9' or '.'), the rows from top to bottom.
    # Return the broken units as strings like "ROW 3", "COLUMN 1", "BOX 7": rows first, then columns,
    # then boxes, each in increasing order. Return an empty list when nothing is broken.
    return []


def main():
    grid = sys.stdin.read().split()[:9]
    broken = broken_units(grid)
    print("\n".join(broken) if broken else "ALL GOOD")


main()
