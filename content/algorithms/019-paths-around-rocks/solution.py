import sys


def count_routes(grid):
    rows, cols = len(grid), len(grid[0])
    routes = [[0] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == '#':
                continue  # a rock: 0 routes
            if r == 0 and c == 0:
                routes[r][c] = 1
                continue
            from_above = routes[r - 1][c] if r > 0 else 0
            from_left = routes[r][c - 1] if c > 0 else 0
            routes[r][c] = from_above + from_left
    return routes[-1][-1]


def main():
    data = sys.stdin.read().split()
    rows = int(data[0])
    grid = data[2:2 + rows]
    print(count_routes(grid))


main()
