import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def readings(values):
    return f"{len(values)}\n{line(values)}"


TESTS = {
    "09": lambda: readings(list(range(-25000, 25000))),
    "10": lambda: readings([i + rng.randint(-6, 6) for i in range(200000)]),
    "11": lambda: readings(rng.sample(range(-10**9, 10**9 + 1), 40000)),
    "12": lambda: readings(list(range(30000, 0, -1))),
    # Rising runs of equal steps that repeat: many equal readings, so strictly rising matters.
    "13": lambda: readings([(i % 1001) * 100 + (i // 1001) % 100 for i in range(200000)]),
}

print(TESTS[name]())
