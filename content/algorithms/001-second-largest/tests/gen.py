import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def random_values():
    n = 200000
    return f"{n}\n{line(rng.randint(-10**9, 10**9) for _ in range(n))}"


TESTS = {"09": random_values}

print(TESTS[name]())
