# Runs a fresh breadth-first search from every stack until it reaches the sorted one: right, but
# thousands of searches over up to 40320 stacks each are far too slow.
import sys
from collections import deque


def flips_for(stack):
    goal = tuple(sorted(stack))
    start = tuple(stack)
    seen = {start: 0}
    queue = deque([start])
    while queue:
        current = queue.popleft()
        if current == goal:
            return seen[current]
        for k in range(2, len(current) + 1):
            flipped = current[k - 1::-1] + current[k:]
            if flipped not in seen:
                seen[flipped] = seen[current] + 1
                queue.append(flipped)
    return -1


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    answers = []
    position = 1
    for _ in range(q):
        n = int(data[position])
        answers.append(flips_for([int(x) for x in data[position + 1:position + 1 + n]]))
        position += 1 + n
    print("\n".join(map(str, answers)))


main()
