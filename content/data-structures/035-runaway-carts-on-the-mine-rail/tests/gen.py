import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
n = 200000


def rail(carts):
    return f"{len(carts)}\n" + "\n".join(f"{w} {d}" for w, d in carts)


def heavy_against_a_crowd():
    # One very heavy cart rolling east, then a long line of light carts rolling west into it.
    return rail([(10**9, "E")] + [(rng.randint(1, 10**6), "W") for _ in range(n - 1)])


def random_rail():
    return rail([(rng.randint(1, 10**9), rng.choice("EW")) for _ in range(n)])


def crowd_against_heavy():
    # A long line of east-rolling carts growing heavier, and west-rolling giants at the east end.
    carts = [(i + 1, "E") for i in range(n - 3)]
    return rail(carts + [(10**9, "W"), (5 * 10**8, "W"), (10**9, "W")])


def few_weights():
    # Only a few different weights, so many meetings end with both carts off the rail.
    return rail([(rng.choice([1, 2, 3, 10**9]), rng.choice("EEWW")) for _ in range(n)])


TESTS = {"09": heavy_against_a_crowd, "10": random_rail, "11": crowd_against_heavy, "12": few_weights}

print(TESTS[name]())
