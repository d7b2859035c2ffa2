import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
N = 200000


def station(d, readings):
    return f"{len(readings)} {d}\n" + " ".join(map(str, readings))


def long_calm_spells():
    # calm everywhere except at a few storms, so the calm runs are tens of thousands of readings long
    readings = [rng.randint(-500000, 500000) for _ in range(N)]
    for spot in rng.sample(range(N), 4):
        readings[spot] = rng.choice((-1, 1)) * rng.randint(10**8, 2 * 10**9)
    return station(10**6, readings)


def wandering():
    # a random walk over the whole range, bouncing off -2·10^9 and 2·10^9
    readings, value = [], 0
    for _ in range(N):
        value += rng.randint(-6 * 10**6, 6 * 10**6)
        value = max(-2 * 10**9, min(2 * 10**9, value))
        readings.append(value)
    return station(5 * 10**7, readings)


TESTS = {"09": long_calm_spells, "10": wandering}

print(TESTS[name]())
