import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


N = 100000


def distinct():
    return f"{N}\n{line(rng.sample(range(-10**9, 10**9 + 1), N))}"


def spaced():
    # Multiples of 20000: every gap is large, the closest pair is found only by comparing neighbours.
    return f"{N}\n{line(v * 20000 - 10**9 for v in rng.sample(range(0, 100000), N))}"


def three_values():
    values = [rng.choice((-10**9, 0, 10**9)) for _ in range(N)]
    return f"{N}\n{line(values)}"


TESTS = {"10": distinct, "11": spaced, "12": three_values}

print(TESTS[name]())
