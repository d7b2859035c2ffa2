import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def random_numbers():
    return f"4000\n{line(rng.sample(range(0, 10**9 + 1), 4000))}"


def few_values():
    pool = [0, 1, 10, 100, 1000, 123456789, 999999999, 10**9]
    return f"4000\n{line(rng.choice(pool) for _ in range(4000))}"


def sorted_small():
    return f"3000\n{line(sorted(rng.sample(range(0, 10**6), 3000)))}"


TESTS = {"09": random_numbers, "10": few_values, "11": sorted_small}

print(TESTS[name]())
