import sys
from collections import deque


def fewest_pours(capacity, targets):
    # One breadth-first search from the dawn state reaches every state by the fewest pours; along the
    # way, remember the first time each amount shows up in any jug.
    a, b, c = capacity
    total = a  # the cider never changes, so a state is (jug 1, jug 2) and jug 3 holds the rest
    key = b + 1
    start = a * key
    seen = {start}
    first = {a: 0, 0: 0}
    queue = deque([start])
    pours = 0
    while queue:
        pours += 1
        for _ in range(len(queue)):
            state = queue.popleft()
            x, y = divmod(state, key)
            z = total - x - y
            jugs = (x, y, z)
            for i in range(3):
                if jugs[i] == 0:
                    continue
                for j in range(3):
                    room = capacity[j] - jugs[j]
                    if i == j or room == 0:
                        continue
                    moved = jugs[i] if jugs[i] < room else room
                    after = list(jugs)
                    after[i] -= moved
                    after[j] += moved
                    next_state = after[0] * key + after[1]
                    if next_state not in seen:
                        seen.add(next_state)
                        queue.append(next_state)
                        for amount in after:
                            if amount not in first:
                                first[amount] = pours
    return [first.get(t, -1) for t in targets]


def main():
    data = sys.stdin.buffer.read().split()
    capacity = (int(data[0]), int(data[1]), int(data[2]))
    q = int(data[3])
    targets = [int(x) for x in data[4:4 + q]]
    sys.stdout.write("\n".join(map(str, fewest_pours(capacity, targets))) + "\n")


main()
