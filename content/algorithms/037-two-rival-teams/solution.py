import sys
from collections import deque


def can_split(n, rivalries):
    rivals = [[] for _ in range(n + 1)]
    for a, b in rivalries:
        rivals[a].append(b)
        rivals[b].append(a)
    team = [-1] * (n + 1)  # -1: no team yet, else 0 or 1
    for first in range(1, n + 1):
        if team[first] != -1:
            continue
        team[first] = 0
        queue = deque([first])
        while queue:
            x = queue.popleft()
            for y in rivals[x]:
                if team[y] == -1:
                    team[y] = 1 - team[x]
                    queue.append(y)
                elif team[y] == team[x]:
                    return False  # two rivals in the same team
    return True


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    rivalries = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print('YES' if can_split(n, rivalries) else 'NO')


main()
