import sys


def solve(grid):
    # grid is a list of 9 strings of 9 characters: a digit 1-9, or "." for an empty cell.
    # Return the solved grid in the same form (9 strings of 9 digits).
    return grid


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    lines = []
    for p in range(t):
        lines.extend(solve(data[1 + 9 * p:10 + 9 * p]))
    print("\n".join(lines))


main()
