# Breadth-first search over stops that, from every stop it reaches, looks again at every stop of every
# line serving it, without remembering which lines were already ridden: right, but a line of 100000
# stops is then walked through 100000 times.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    pos = 1
    lines = []
    lines_at = {}
    for j in range(m):
        k = int(data[pos])
        line = data[pos + 1:pos + 1 + k]
        pos += 1 + k
        lines.append(line)
        for name in line:
            lines_at.setdefault(name, []).append(j)
    start, goal = data[pos], data[pos + 1]
    if start == goal:
        print(0)
        return
    if start not in lines_at or goal not in lines_at:
        print(-1)
        return
    rides = {start: 0}
    queue = [start]
    for stop in queue:
        for j in lines_at[stop]:
            for other in lines[j]:
                if other not in rides:
                    rides[other] = rides[stop] + 1
                    queue.append(other)
    print(rides.get(goal, -1))


main()
