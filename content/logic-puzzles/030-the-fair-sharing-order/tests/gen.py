import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
TOP = 10**18


def long_stretches():
    pairs = [(1, TOP), (TOP, TOP), (2, TOP - 1), (2**59, 2**59 + 2**40)]
    while len(pairs) < 3000:
        l = rng.randint(1, TOP)
        r = rng.randint(l, TOP)
        pairs.append((l, r))
    return pairs


def short_and_long():
    pairs = []
    for _ in range(3000):
        l = rng.randint(1, TOP - 1000)
        r = l + rng.randint(0, 1000) if rng.random() < 0.5 else rng.randint(l, TOP)
        pairs.append((l, r))
    return pairs


TESTS = {"10": long_stretches, "11": short_and_long}
pairs = TESTS[name]()
print(len(pairs))
print("\n".join(f"{l} {r}" for l, r in pairs))
