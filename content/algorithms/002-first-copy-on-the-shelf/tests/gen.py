import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def shelf(low, high, target):
    n = 100000
    values = sorted(rng.randint(low, high) for _ in range(n))
    x = target(values)
    return f"{n}\n{line(values)}\n{x}"


def absent(values):
    taken = set(values)
    x = 12345677
    while x in taken:
        x += 1
    return x


TESTS = {
    "10": lambda: shelf(-10**9, 10**9, lambda values: values[rng.randrange(len(values))]),
    "11": lambda: shelf(-1000, 1000, lambda values: values[0]),
    "12": lambda: shelf(-10**9, 10**9, absent),
}

print(TESTS[name]())
