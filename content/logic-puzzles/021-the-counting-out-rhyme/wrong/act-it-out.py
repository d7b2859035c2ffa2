# Acts the rhyme out on a list, removing one child per round: every removal shifts the children after it,
# so a circle of a million children takes far too long.
import sys


def main():
    n, k = map(int, sys.stdin.read().split())
    circle = list(range(1, n + 1))
    pos = 0
    while len(circle) > 1:
        pos = (pos + k - 1) % len(circle)
        circle.pop(pos)
    print(circle[0])


main()
