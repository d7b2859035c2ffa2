import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def random_digits(count):
    return str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(count - 1))


TESTS = {
    "08": lambda: "1" + "0" * 99999,
    "09": lambda: "9" * 100000,
    "10": lambda: "9" * 99999 + "8",
    "11": lambda: random_digits(100000),
    "12": lambda: "1" + "9" * 22222,
}

print(TESTS[name]())
