import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def statements(n, m, keeper):
    """m distinct statements a trusts b; with a keeper, everyone else trusts them and they trust nobody."""
    seen = set()
    pairs = []
    if keeper:
        for a in range(1, n + 1):
            if a != keeper:
                seen.add((a, keeper))
                pairs.append((a, keeper))
    while len(pairs) < m:
        a = rng.randint(1, n)
        b = rng.randint(1, n)
        if a == b or a == keeper or (a, b) in seen:
            continue
        seen.add((a, b))
        pairs.append((a, b))
    rng.shuffle(pairs)
    return f"{n} {m}\n" + "\n".join(line(pair) for pair in pairs)


def almost_keeper(n, m):
    # Everyone but one villager trusts the candidate: no keeper.
    text = statements(n, m, 1).split("\n")
    header, rows = text[0], text[1:]
    rows.remove(f"{n} 1")
    rows.append(f"1 {n}")
    return "\n".join([header] + rows)


TESTS = {
    "09": lambda: statements(50000, 100000, 31476),
    "10": lambda: statements(30000, 40000, 0),
    "11": lambda: almost_keeper(20000, 24998),
    "12": lambda: statements(20000, 30000, 15556),
}

print(TESTS[name]())
