import sys
from collections import deque


def play(n, passes):
    circle = deque(range(1, n + 1))
    order = []
    for s in passes:
        circle.rotate(-(s % len(circle)))
        order.append(circle.popleft())
    order.append(circle[0])
    return order


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    passes = [int(x) for x in data[1:n]]
    print(" ".join(map(str, play(n, passes))))


main()
