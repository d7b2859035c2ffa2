import sys


def minutes_to_burn(grid):
    # Return the minutes until every grass cell burns, or -1 if some grass never burns.
    # grid[r][c] is '.', '#' or 'F'.
    return 0


def main():
    data = sys.stdin.read().split()
    rows = int(data[0])
    grid = data[2:2 + rows]
    print(minutes_to_burn(grid))


main()
