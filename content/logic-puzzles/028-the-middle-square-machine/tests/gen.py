import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def turns_before_repeat(d, x):
    keep, drop = 10**d, 10 ** (d // 2)
    seen = set()
    while x not in seen:
        seen.add(x)
        x = x * x // drop % keep
    return len(seen)


def long_lead_ins():
    """d = 6 starts whose display takes at least 600 turns to repeat."""
    queries = []
    while len(queries) < 500:
        x = rng.randrange(10**6)
        if turns_before_repeat(6, x) >= 600:
            queries.append((6, x, 10**18 - rng.randrange(10**6)))
    return queries


def mixed():
    queries = []
    for _ in range(500):
        d = rng.choice((2, 4, 6, 6, 6))
        queries.append((d, rng.randrange(10**d), rng.randint(10**17, 10**18)))
    return queries


TESTS = {"11": long_lead_ins, "12": mixed}
queries = TESTS[name]()
print(len(queries))
print("\n".join(f"{d} {str(x).zfill(d)} {n}" for d, x, n in queries))
