# Runs a fresh breadth-first search for every customer, stopping when the amount appears: right, but up
# to 10000 searches over 100000 states each is far too slow.
import sys
from collections import deque


def pours_for(capacity, target):
    start = (capacity[0], 0, 0)
    if target in start:
        return 0
    seen = {start}
    queue = deque([(start, 0)])
    while queue:
        jugs, pours = queue.popleft()
        for i in range(3):
            for j in range(3):
                if i == j:
                    continue
                moved = min(jugs[i], capacity[j] - jugs[j])
                if moved == 0:
                    continue
                after = list(jugs)
                after[i] -= moved
                after[j] += moved
                after = tuple(after)
                if after in seen:
                    continue
                if target in after:
                    return pours + 1
                seen.add(after)
                queue.append((after, pours + 1))
    return -1


def main():
    data = sys.stdin.buffer.read().split()
    capacity = (int(data[0]), int(data[1]), int(data[2]))
    q = int(data[3])
    print("\n".join(str(pours_for(capacity, int(t))) for t in data[4:4 + q]))


main()
