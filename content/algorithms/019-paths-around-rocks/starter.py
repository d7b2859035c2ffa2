import sys


def count_routes(grid):
    # Return the number of right/down routes from the top-left to the bottom-right cell that avoid rocks.
    # grid[r][c] is '#' (rock) or '.' (free).
    return -1


def main():
    data = sys.stdin.read().split()
    rows = int(data[0])
    grid = data[2:2 + rows]
    print(count_routes(grid))


main()
