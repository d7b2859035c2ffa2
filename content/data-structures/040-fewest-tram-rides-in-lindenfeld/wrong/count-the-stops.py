# Counts the stops travelled (one step per neighbouring pair of stops on a line) instead of the rides.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    pos = 1
    nearby = {}
    for _ in range(m):
        k = int(data[pos])
        line = data[pos + 1:pos + 1 + k]
        pos += 1 + k
        for a, b in zip(line, line[1:]):
            nearby.setdefault(a, []).append(b)
            nearby.setdefault(b, []).append(a)
    start, goal = data[pos], data[pos + 1]
    steps = {start: 0}
    queue = deque([start])
    while queue:
        stop = queue.popleft()
        for other in nearby.get(stop, []):
            if other not in steps:
                steps[other] = steps[stop] + 1
                queue.append(other)
    print(steps.get(goal, -1))


main()
