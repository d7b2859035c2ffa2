import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def tolls(n, make):
    return f"{n}\n{line(make(i) for i in range(n))}"


TESTS = {
    "08": lambda: tolls(100000, lambda i: 10000),
    "09": lambda: tolls(100000, lambda i: rng.randint(0, 10000)),
    "10": lambda: tolls(99999, lambda i: 10000 if i % 2 == 0 else 0),
    "11": lambda: tolls(100000, lambda i: 0 if i % 3 == 2 else 10000),
}

print(TESTS[name]())
