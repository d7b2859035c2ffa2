import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def merge_sizes():
    first = sorted(rng.sample(range(-10**6, 10**6 + 1), 2000))
    second = sorted(rng.randint(-10**6, 10**6) for _ in range(2000))
    return f"2000\n{line(first)}\n2000\n{line(second)}"


TESTS = {"09": merge_sizes}

print(TESTS[name]())
