# Declares the result ambiguous as soon as two runners could take the same place, without checking that
# the later facts do not contradict each other.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    ahead_of = [[] for _ in range(n + 1)]
    beaten_by = [0] * (n + 1)
    for i in range(m):
        a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        ahead_of[a].append(b)
        beaten_by[b] += 1
    ready = [runner for runner in range(1, n + 1) if beaten_by[runner] == 0]
    order = []
    while ready:
        if len(ready) > 1:
            print("AMBIGUOUS", len(order) + 1)
            return
        runner = ready.pop()
        order.append(runner)
        for other in ahead_of[runner]:
            beaten_by[other] -= 1
            if beaten_by[other] == 0:
                ready.append(other)
    print(" ".join(map(str, order)) if len(order) == n else "CONTRADICTION")


main()
