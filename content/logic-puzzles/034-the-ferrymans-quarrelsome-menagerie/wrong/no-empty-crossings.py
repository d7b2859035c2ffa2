# Never lets the ferryman row across alone: every crossing carries at least one animal. Often he must
# come back with an empty boat, so this misses the best plan or finds none.
import sys
from collections import deque


def main():
    data = sys.stdin.read().split()
    n, capacity, m = int(data[0]), int(data[1]), int(data[2])
    everyone = (1 << n) - 1
    enemies = [0] * n
    for i in range(m):
        a, b = int(data[3 + 2 * i]) - 1, int(data[4 + 2 * i]) - 1
        enemies[a] |= 1 << b
        enemies[b] |= 1 << a

    def peaceful(group):
        return all(not (group >> i & 1 and enemies[i] & group) for i in range(n))

    start, goal = (everyone, 0), (0, 1)
    crossings = {start: 0}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        if state == goal:
            print(crossings[state])
            return
        west, side = state
        here = west if side == 0 else everyone & ~west
        group = here
        while group:
            if bin(group).count("1") <= capacity:
                new_west = west & ~group if side == 0 else west | group
                left_behind = new_west if side == 0 else everyone & ~new_west
                following = (new_west, 1 - side)
                if peaceful(left_behind) and following not in crossings:
                    crossings[following] = crossings[state] + 1
                    queue.append(following)
            group = (group - 1) & here
    print(-1)


main()
