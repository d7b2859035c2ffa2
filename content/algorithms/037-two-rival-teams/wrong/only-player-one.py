# Colours the players reachable from player 1 and never looks at the other groups of rivals.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    rivals = [[] for _ in range(n + 1)]
    for i in range(m):
        a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        rivals[a].append(b)
        rivals[b].append(a)
    team = [-1] * (n + 1)
    team[1] = 0
    queue = deque([1])
    while queue:
        x = queue.popleft()
        for y in rivals[x]:
            if team[y] == -1:
                team[y] = 1 - team[x]
                queue.append(y)
            elif team[y] == team[x]:
                print("NO")
                return
    print("YES")


main()
