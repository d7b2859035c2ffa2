# Searches the board square by square (breadth-first) for every query: right, but a trip of a few thousand
# squares already visits millions of squares.
import sys
from collections import deque

MOVES = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]


def fewest_moves(dx, dy):
    if dx == 0 and dy == 0:
        return 0
    seen = {(0, 0)}
    queue = deque([(0, 0, 0)])
    while queue:
        x, y, d = queue.popleft()
        for mx, my in MOVES:
            nx, ny = x + mx, y + my
            if (nx, ny) == (dx, dy):
                return d + 1
            if (nx, ny) not in seen:
                seen.add((nx, ny))
                queue.append((nx, ny, d + 1))
    return -1


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        x1, y1, x2, y2 = (int(v) for v in data[1 + 4 * i:5 + 4 * i])
        out.append(str(fewest_moves(x2 - x1, y2 - y1)))
    print("\n".join(out))


main()
