# Always flies to the nearest drop point not yet visited: quick, but not always the shortest round trip.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    t = [[int(x) for x in data[1 + i * n:1 + (i + 1) * n]] for i in range(n)]
    here, total = 0, 0
    left = set(range(1, n))
    while left:
        nxt = min(left, key=lambda j: t[here][j])
        total += t[here][nxt]
        left.remove(nxt)
        here = nxt
    print(total + t[here][0])


main()
