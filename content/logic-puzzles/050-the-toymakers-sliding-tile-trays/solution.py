import sys
from collections import deque

GOAL = "123456780"


def all_distances():
    """The fewest slides from every arrangement to GOAL, by one breadth-first search backwards from GOAL.

    An arrangement is kept as an integer with 4 bits per cell (cell i in bits 4i..4i+3); 0 is the gap."""
    goal = 0
    for i, c in enumerate(GOAL):
        goal |= int(c) << (4 * i)
    neighbours = [[q for q in (p - 3, p + 3) if 0 <= q < 9] + [q for q in (p - 1, p + 1) if q // 3 == p // 3]
                  for p in range(9)]
    distance = {goal: 0}
    queue = deque([(goal, 8)])
    while queue:
        state, gap = queue.popleft()
        d = distance[state] + 1
        for q in neighbours[gap]:
            tile = (state >> (4 * q)) & 15
            nxt = state - (tile << (4 * q)) + (tile << (4 * gap))  # slide the tile into the gap
            if nxt not in distance:
                distance[nxt] = d
                queue.append((nxt, q))
    return distance


def fewest_slides(pairs):
    distance = all_distances()
    out = []
    for start, target in pairs:
        # Rename the tiles so that the target becomes GOAL: the tile at cell i of the target gets the name
        # GOAL[i]. Sliding does not care about names, so the answer does not change.
        rename = {target[i]: GOAL[i] for i in range(9)}
        state = 0
        for i, c in enumerate(start):
            state |= int(rename[c]) << (4 * i)
        d = distance.get(state)
        out.append("IMPOSSIBLE" if d is None else str(d))
    return out


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    pairs = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(t)]
    sys.stdout.write("\n".join(fewest_slides(pairs)) + "\n")


main()
