# Reads "X NEXT-TO Y" as "X lives in the cottage just west of Y", forgetting that X may just as well live
# just east of Y.
import sys


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    index = {name: i for i, name in enumerate(data[2:2 + n])}
    allowed = [(1 << n) - 1] * n
    west = [0] * n
    just_west = [-1] * n  # just_west[y] = who must be in the cottage just west of y
    just_east = [-1] * n
    impossible = False
    position = 2 + n
    for _ in range(m):
        x, kind, y = data[position:position + 3]
        position += 3
        x = index[x]
        if kind == "WEST-OF":
            west[index[y]] |= 1 << x
        elif kind == "NEXT-TO":
            y = index[y]
            if just_west[y] not in (-1, x) or just_east[x] not in (-1, y):
                impossible = True
            just_west[y], just_east[x] = x, y
        elif kind == "IN":
            k = int(y) - 1
            for other in range(n):
                allowed[other] &= ~(1 << k) if other != x else 1 << k
        else:
            allowed[x] &= ~(1 << (int(y) - 1))
    if impossible:
        print(0)
        return
    full = (1 << n) - 1
    ways = [[0] * n for _ in range(1 << n)]
    for v in range(n):
        if allowed[v] & 1 and west[v] == 0 and just_west[v] == -1:
            ways[1 << v][v] = 1
    for mask in range(1, full):
        cottage = bin(mask).count("1")
        for last in range(n):
            count = ways[mask][last]
            if count == 0:
                continue
            for v in range(n):
                if mask >> v & 1 or not allowed[v] >> cottage & 1 or west[v] & ~mask:
                    continue
                if just_east[last] not in (-1, v) or just_west[v] not in (-1, last):
                    continue
                ways[mask | 1 << v][v] += count
    print(sum(ways[full][last] for last in range(n) if just_east[last] == -1))


main()
