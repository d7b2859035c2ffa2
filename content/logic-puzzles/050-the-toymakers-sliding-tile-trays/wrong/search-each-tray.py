# Runs a fresh breadth-first search from every start until it meets the target: right, but each search can
# visit all 181440 reachable trays, and there are thousands of questions.
import sys
from collections import deque

NEIGHBOURS = [[q for q in (p - 3, p + 3) if 0 <= q < 9] + [q for q in (p - 1, p + 1) if q // 3 == p // 3]
              for p in range(9)]


def slides(start, target):
    if start == target:
        return 0
    seen = {start}
    queue = deque([(start, 0)])
    while queue:
        tray, d = queue.popleft()
        gap = tray.index("0")
        for q in NEIGHBOURS[gap]:
            cells = list(tray)
            cells[gap], cells[q] = cells[q], cells[gap]
            nxt = "".join(cells)
            if nxt == target:
                return d + 1
            if nxt not in seen:
                seen.add(nxt)
                queue.append((nxt, d + 1))
    return None


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        d = slides(data[1 + 2 * i], data[2 + 2 * i])
        out.append("IMPOSSIBLE" if d is None else str(d))
    print("\n".join(out))


main()
