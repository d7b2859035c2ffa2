import sys


def pile_values(moves):
    """The game value (Grundy number) of a lone pile, as a function of its size.

    Returns (values, start, period): values[n] for every computed n, and from index start on the values
    repeat with the given period."""
    largest = max(moves)
    values = []
    seen = {}
    n = 0
    while True:
        reachable = {values[n - s] for s in moves if s <= n}
        v = 0
        while v in reachable:
            v += 1
        values.append(v)
        if n >= largest - 1:
            # Every later value depends only on the last `largest` values: once such a window comes back,
            # everything after it repeats.
            window = tuple(values[n - largest + 1:])
            if window in seen:
                j = seen[window]
                return values, j, n - j
            seen[window] = n
        n += 1


def winners(moves, games):
    values, start, period = pile_values(moves)

    def value(size):
        if size < len(values):
            return values[size]
        return values[start + (size - start) % period]

    result = []
    for piles in games:
        x = 0
        for size in piles:
            x ^= value(size)
        result.append("ALICE" if x else "BOB")
    return result


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    moves = [int(v) for v in data[1:1 + k]]
    q = int(data[1 + k])
    pos = 2 + k
    games = []
    for _ in range(q):
        m = int(data[pos])
        games.append([int(v) for v in data[pos + 1:pos + 1 + m]])
        pos += 1 + m
    sys.stdout.write("\n".join(winners(moves, games)) + "\n")


main()
