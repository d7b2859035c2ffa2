# Carries down the folder that was put on the desk earliest, ignoring later hits: a hit does not make a
# folder freshly used here.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    c, n = int(data[0]), int(data[1])
    desk = set()
    order = deque()
    hits = 0
    for token in data[2:2 + n]:
        folder = int(token)
        if folder in desk:
            hits += 1
            continue
        if len(desk) == c:
            desk.discard(order.popleft())
        desk.add(folder)
        order.append(folder)
    print(hits, n - hits)


main()
