# Redraws the whole map every minute: right, but a fire winding through a 500 x 500 maze burns for
# tens of thousands of minutes, each costing a full scan.
import sys


def main():
    data = sys.stdin.read().split()
    rows, cols = int(data[0]), int(data[1])
    grid = [list(row) for row in data[2:2 + rows]]
    minutes = 0
    while True:
        lit = []
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] == ".":
                    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                        rr, cc = r + dr, c + dc
                        if 0 <= rr < rows and 0 <= cc < cols and grid[rr][cc] == "F":
                            lit.append((r, c))
                            break
        if not lit:
            break
        for r, c in lit:
            grid[r][c] = "F"
        minutes += 1
    grass_left = any("." in row for row in grid)
    print(-1 if grass_left else minutes)


main()
