import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


N = 100000


def heights(order):
    values = sorted(rng.sample(range(-10**9, 10**9 + 1), N))
    order(values)
    return f"{N}\n{line(values)}"


def nearly_sorted(values):
    for _ in range(2000):
        i = rng.randrange(N)
        j = rng.randrange(N)
        values[i], values[j] = values[j], values[i]


TESTS = {
    "10": lambda: heights(rng.shuffle),
    "11": lambda: heights(nearly_sorted),
    "12": lambda: heights(lambda values: values.reverse()),
}

print(TESTS[name]())
