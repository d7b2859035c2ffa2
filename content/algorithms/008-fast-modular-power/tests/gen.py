import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def rows(make):
    return "1000\n" + "\n".join(line(make(i)) for i in range(1000))


TESTS = {
    "06": lambda: rows(lambda i: (rng.randint(0, 10**9), rng.randint(0, 10**18), rng.randint(1, 10**9))),
    "08": lambda: rows(lambda i: (i, 10**18 - i, 998244353)),
    "09": lambda: rows(lambda i: (rng.randint(0, 10**9), rng.randint(10**17, 10**18), 10**9)),
}

print(TESTS[name]())
