import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def values(n, make):
    return f"{n}\n{line(make(i) for i in range(n))}"


TESTS = {
    "10": lambda: values(100000, lambda i: 10**9),
    "11": lambda: values(100000, lambda i: rng.randint(0, 10**9)),
    "12": lambda: values(99999, lambda i: rng.choice((0, 0, 10**9, 1))),
}

print(TESTS[name]())
