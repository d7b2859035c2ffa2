import sys

WEST_OF, NEXT_TO, IN, NOT_IN = "WEST-OF", "NEXT-TO", "IN", "NOT-IN"


def count_arrangements(n, clues):
    # Per villager: the cottages allowed (bit k-1 for cottage k), who must live further west, and who
    # must live next door.
    allowed = [(1 << n) - 1] * n
    west = [0] * n
    neighbours = [0] * n
    for kind, x, y in clues:
        if kind == WEST_OF:
            west[y] |= 1 << x
        elif kind == NEXT_TO:
            neighbours[x] |= 1 << y
            neighbours[y] |= 1 << x
        elif kind == IN:
            for other in range(n):
                allowed[other] &= ~(1 << (y - 1)) if other != x else 1 << (y - 1)
        else:
            allowed[x] &= ~(1 << (y - 1))
    # Fill the cottages from west to east. ways[mask][last]: arrangements of the villagers in mask in the
    # first cottages, with last in the easternmost of them, that break no clue so far.
    full = (1 << n) - 1
    ways = [[0] * n for _ in range(1 << n)]
    for v in range(n):
        if allowed[v] & 1 and west[v] == 0:
            ways[1 << v][v] = 1
    for mask in range(1, full):
        cottage = bin(mask).count("1")  # the next cottage to fill, counting from 0
        row = ways[mask]
        for last in range(n):
            count = row[last]
            if count == 0:
                continue
            # every neighbour of last not yet placed has to come right now
            waiting = neighbours[last] & ~mask
            for v in range(n):
                bit = 1 << v
                if (mask & bit or not allowed[v] >> cottage & 1 or west[v] & ~mask
                        or waiting & ~bit or neighbours[v] & mask & ~(1 << last)):
                    continue
                ways[mask | bit][v] += count
    return sum(ways[full])


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    index = {name: i for i, name in enumerate(data[2:2 + n])}
    clues = []
    position = 2 + n
    for _ in range(m):
        x, kind, y = data[position:position + 3]
        position += 3
        clues.append((kind, index[x], int(y) if kind in (IN, NOT_IN) else index[y]))
    print(count_arrangements(n, clues))


main()
