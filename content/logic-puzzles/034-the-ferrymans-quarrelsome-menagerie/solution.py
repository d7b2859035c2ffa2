import sys
from collections import deque


def fewest_crossings(n, capacity, feuds):
    everyone = (1 << n) - 1
    # peaceful[group]: the animals in group may be left together without the ferryman
    enemies = [0] * n
    for a, b in feuds:
        enemies[a - 1] |= 1 << (b - 1)
        enemies[b - 1] |= 1 << (a - 1)
    peaceful = [True] * (1 << n)
    for group in range(1, 1 << n):
        low = (group & -group).bit_length() - 1
        rest = group & (group - 1)
        peaceful[group] = peaceful[rest] and not (enemies[low] & rest)
    # A state is (animals on the west bank, ferryman's bank: 0 west, 1 east). Breadth-first search.
    start, goal = (everyone, 0), (0, 1)
    crossings = {start: 0}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        if state == goal:
            return crossings[state]
        west, side = state
        here = west if side == 0 else everyone & ~west
        # every group he can take along: a subset of his bank with at most capacity animals
        group = here
        while True:
            if bin(group).count("1") <= capacity:
                new_west = west & ~group if side == 0 else west | group
                left_behind = new_west if side == 0 else everyone & ~new_west
                following = (new_west, 1 - side)
                if peaceful[left_behind] and following not in crossings:
                    crossings[following] = crossings[state] + 1
                    queue.append(following)
            if group == 0:
                break
            group = (group - 1) & here
    return -1


def main():
    data = sys.stdin.read().split()
    n, capacity, m = int(data[0]), int(data[1]), int(data[2])
    feuds = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(m)]
    print(fewest_crossings(n, capacity, feuds))


main()
