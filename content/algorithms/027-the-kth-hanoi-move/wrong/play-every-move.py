# Plays the moves one by one until move k: right, but k can be close to 2^60.
import sys


def moves(n, source, target, spare):
    if n == 0:
        return
    yield from moves(n - 1, source, spare, target)
    yield n, source, target
    yield from moves(n - 1, spare, target, source)


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    answers = []
    for i in range(q):
        n, k = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        for step, move in enumerate(moves(n, "A", "C", "B"), 1):
            if step == k:
                answers.append("%d %s %s" % move)
                break
    print("\n".join(answers))


main()
