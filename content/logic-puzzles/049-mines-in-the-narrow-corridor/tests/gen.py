import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def corridor(n, density, reveal, tamper_at=None):
    """Mines with the given density; each safe cell is uncovered with probability `reveal`. With tamper_at,
    the uncovered number nearest that column is raised by one (which may leave no layout at all)."""
    mines = [[rng.random() < density for _ in range(n)] for _ in range(2)]
    rows = [["?"] * n for _ in range(2)]
    for r in range(2):
        for i in range(n):
            if not mines[r][i] and rng.random() < reveal:
                rows[r][i] = str(sum(mines[rr][ii] for rr in range(2) for ii in (i - 1, i, i + 1)
                                     if 0 <= ii < n and (rr, ii) != (r, i)))
    if tamper_at is not None:
        r, i = min(((r, i) for r in range(2) for i in range(n) if rows[r][i] != "?"),
                   key=lambda cell: abs(cell[1] - tamper_at))
        rows[r][i] = str((int(rows[r][i]) + 1) % 6)
    return f"{n}\n" + "\n".join("".join(row) for row in rows)


TESTS = {
    "09": lambda: corridor(5000, 0.3, 0.7),
    "10": lambda: corridor(5000, 0.45, 0.5),
    "11": lambda: corridor(5000, 0.2, 0.9, tamper_at=4990),
}

print(TESTS[name]())
