import sys


def shortest_way_out(grid):
    # Return the smallest number of moves from S to E, or -1 when E cannot be reached.
    # grid[r][c] is the cell in row r, column c.
    return 0


def main():
    data = sys.stdin.read().split()
    rows = int(data[0])
    grid = data[2:2 + rows]
    print(shortest_way_out(grid))


main()
