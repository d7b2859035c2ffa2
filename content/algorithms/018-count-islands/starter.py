import sys


def count_islands(grid):
    # Return the number of islands. grid[r][c] is '#' (land) or '.' (water).
    return 0


def main():
    data = sys.stdin.read().split()
    rows = int(data[0])
    grid = data[2:2 + rows]
    print(count_islands(grid))


main()
