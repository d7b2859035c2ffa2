# Counts the components with no street in and those with no street out, but forgets that a town that is
# already one component needs no new street: it answers 1 there.
import sys


def main():
    sys.setrecursionlimit(1 << 20)
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    streets = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    leaving = [[] for _ in range(n + 1)]
    arriving = [[] for _ in range(n + 1)]
    for a, b in streets:
        leaving[a].append(b)
        arriving[b].append(a)
    # Kosaraju: finishing order on the streets, then components on the reversed streets
    seen = [False] * (n + 1)
    order = []
    for root in range(1, n + 1):
        if seen[root]:
            continue
        seen[root] = True
        stack = [(root, iter(leaving[root]))]
        while stack:
            x, targets = stack[-1]
            for y in targets:
                if not seen[y]:
                    seen[y] = True
                    stack.append((y, iter(leaving[y])))
                    break
            else:
                stack.pop()
                order.append(x)
    comp = [0] * (n + 1)
    comps = 0
    for root in reversed(order):
        if comp[root]:
            continue
        comps += 1
        comp[root] = comps
        stack = [root]
        while stack:
            x = stack.pop()
            for y in arriving[x]:
                if not comp[y]:
                    comp[y] = comps
                    stack.append(y)
    has_in = [False] * (comps + 1)
    has_out = [False] * (comps + 1)
    for a, b in streets:
        if comp[a] != comp[b]:
            has_out[comp[a]] = True
            has_in[comp[b]] = True
    print(max(has_in.count(False) - 1, has_out.count(False) - 1))


main()
