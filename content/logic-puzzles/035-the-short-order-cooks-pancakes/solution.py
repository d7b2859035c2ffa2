import sys
from collections import deque


def all_distances(n):
    # A flip undone is the same flip, so the fewest flips from a stack to the sorted one equal the fewest
    # from the sorted stack to it: one breadth-first search from the sorted stack answers every stack.
    start = tuple(range(1, n + 1))
    flips = {start: 0}
    queue = deque([start])
    while queue:
        stack = queue.popleft()
        d = flips[stack] + 1
        for k in range(2, n + 1):
            flipped = stack[k - 1::-1] + stack[k:]
            if flipped not in flips:
                flips[flipped] = d
                queue.append(flipped)
    return flips


def fewest_flips(stacks):
    distances = {}
    answers = []
    for stack in stacks:
        n = len(stack)
        if n not in distances:
            distances[n] = all_distances(n)
        answers.append(distances[n][tuple(stack)])
    return answers


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    stacks = []
    position = 1
    for _ in range(q):
        n = int(data[position])
        stacks.append([int(x) for x in data[position + 1:position + 1 + n]])
        position += 1 + n
    sys.stdout.write("\n".join(map(str, fewest_flips(stacks))) + "\n")


main()
