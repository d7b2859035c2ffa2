import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def results(n, make):
    return f"{n}\n{line(make(i) for i in range(n))}"


TESTS = {
    "08": lambda: results(100000, lambda i: 10**9),
    "09": lambda: results(20000, lambda i: -10**9),
    "10": lambda: results(100000, lambda i: rng.randint(-10**9, 10**9)),
    "11": lambda: results(30000, lambda i: rng.randint(-10**9, 5 * 10**8)),
    "12": lambda: results(30000, lambda i: rng.choice((-10**9, 10**9, -999999999))),
}

print(TESTS[name]())
