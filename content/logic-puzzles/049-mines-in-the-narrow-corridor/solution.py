import sys


def deduce(n, rows):
    # A column's mines are 2 bits: bit 0 for the top cell, bit 1 for the bottom one. A state is the pair
    # (previous column, this column), coded as 4 * previous + this.
    def choices(i):
        if i < 0 or i >= n:
            return [0]  # outside the corridor there are no mines
        return [m for m in range(4)
                if not (m & 1 and rows[0][i] != "?") and not (m & 2 and rows[1][i] != "?")]

    pop = [0, 1, 1, 2]

    def fine(i, a, b, c):
        # the numbers in column i agree with mines a, b, c in columns i - 1, i, i + 1
        around = pop[a] + pop[c]
        top, bottom = rows[0][i], rows[1][i]
        if top != "?" and int(top) != around + (b >> 1):
            return False
        if bottom != "?" and int(bottom) != around + (b & 1):
            return False
        return True

    allowed = [choices(i) for i in range(-1, n + 1)]  # allowed[i + 1] for column i
    forward = [set() for _ in range(n + 1)]  # states (i - 1, i) that fit everything left of column i
    forward[0] = {b for b in allowed[1]}
    for i in range(n):
        for state in forward[i]:
            a, b = state >> 2, state & 3
            for c in allowed[i + 2]:
                if fine(i, a, b, c):
                    forward[i + 1].add(b * 4 + c)
    if not forward[n]:
        return None
    backward = [set() for _ in range(n + 1)]  # states (i - 1, i) from which the rest can be completed
    backward[n] = set(forward[n])
    for i in range(n - 1, -1, -1):
        for state in forward[i]:
            a, b = state >> 2, state & 3
            if any(b * 4 + c in backward[i + 1] and fine(i, a, b, c) for c in allowed[i + 2]):
                backward[i].add(state)
    out = [list(rows[0]), list(rows[1])]
    for i in range(n):
        seen = [0, 0]  # per row: bit 0 when it can be safe, bit 1 when it can be a mine
        for state in backward[i]:
            b = state & 3
            seen[0] |= 2 if b & 1 else 1
            seen[1] |= 2 if b & 2 else 1
        for r in range(2):
            if rows[r][i] == "?":
                out[r][i] = "-*?"[seen[r] - 1]
    return ["".join(out[0]), "".join(out[1])]


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    answer = deduce(n, data[1:3])
    print("IMPOSSIBLE" if answer is None else "\n".join(answer))


main()
