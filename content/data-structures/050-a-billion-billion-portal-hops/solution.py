import sys


def destinations(n, portal, questions):
    # portal[x] is where room x's portal leads (rooms 1..n, index 0 unused); questions are (x, k) pairs.
    # 1. Find the loops: walk from every unvisited room until the walk meets a visited room.
    loop_of = [-1] * (n + 1)  # which loop a room lies on, -1 if on none
    place = [0] * (n + 1)  # the room's place along its loop
    loops = []
    state = [0] * (n + 1)  # 0 unvisited, 1 on the current walk, 2 finished
    for start in range(1, n + 1):
        if state[start]:
            continue
        walk = []
        x = start
        while not state[x]:
            state[x] = 1
            walk.append(x)
            x = portal[x]
        if state[x] == 1:  # the walk ran into itself: a new loop from x onwards
            loop = walk[walk.index(x):]
            for i, y in enumerate(loop):
                loop_of[y] = len(loops)
                place[y] = i
            loops.append(loop)
        for y in walk:
            state[y] = 2
    # 2. Every other room hangs in a tree whose root lies on a loop. Walk each tree from its root, keeping
    #    the path from the root: k hops from a room at depth d land on path[d - k] while k <= d.
    feeders = [[] for _ in range(n + 1)]
    for x in range(1, n + 1):
        if loop_of[x] < 0:
            feeders[portal[x]].append(x)
    asked = [[] for _ in range(n + 1)]
    for i, (x, k) in enumerate(questions):
        asked[x].append(i)
    answers = [0] * len(questions)
    path = [0] * (n + 1)
    for root in range(1, n + 1):
        if loop_of[root] < 0:
            continue
        loop = loops[loop_of[root]]
        stack = [(root, 0)]
        while stack:
            x, depth = stack.pop()
            path[depth] = x
            for i in asked[x]:
                k = questions[i][1]
                if k <= depth:
                    answers[i] = path[depth - k]
                else:
                    answers[i] = loop[(place[root] + k - depth) % len(loop)]
            for y in feeders[x]:
                stack.append((y, depth + 1))
    return answers


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    portal = [0] + list(map(int, data[2:2 + n]))
    numbers = list(map(int, data[2 + n:2 + n + 2 * q]))
    questions = list(zip(numbers[0::2], numbers[1::2]))
    print('\n'.join(map(str, destinations(n, portal, questions))))


main()
