import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
n = 200000


def log(d, readings):
    return f"{len(readings)} {d}\n" + " ".join(map(str, readings))


def random_walk():
    readings, x = [], 0
    for _ in range(n):
        x = max(-10**9, min(10**9, x + rng.randint(-300, 300)))
        readings.append(x)
    return log(5000, readings)


def all_calm():
    # Every reading within d of every other: the whole log is one calm run.
    return log(1000, [rng.randint(-500, 500) for _ in range(n)])


def extremes():
    return log(10**9, [rng.choice([-10**9, 10**9, rng.randint(-10**9, 10**9)]) for _ in range(n)])


def slow_waves():
    # Long rising and falling slopes: the queues grow to thousands of hours.
    readings, x, step = [], 0, 1
    for i in range(n):
        if i % 20000 == 0:
            step = -step
        x += step * rng.randint(0, 3)
        readings.append(x)
    return log(10000, readings)


TESTS = {"09": random_walk, "10": all_calm, "11": extremes, "12": slow_waves}

print(TESTS[name]())
