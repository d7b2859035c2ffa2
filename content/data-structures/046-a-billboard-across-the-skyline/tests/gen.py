import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
N = 200000


def town(buildings):
    return f"{len(buildings)}\n" + "\n".join(f"{w} {h}" for w, h in buildings)


def rising():
    # every building a little taller than the one before: spreading from each one crosses the town
    heights = sorted(rng.sample(range(1, 10**9 + 1), N))
    return town([(rng.randint(1, 10000), h) for h in heights])


def hills():
    # rolling hills of tall buildings with a few deep valleys; the answer is close to 2·10^18
    buildings = []
    for i in range(N):
        if rng.random() < 0.00005:
            buildings.append((rng.randint(1, 10000), rng.randint(1, 1000)))
        else:
            buildings.append((10000 - rng.randint(0, 5), 10**9 - rng.randint(0, 10**6)))
    return town(buildings)


TESTS = {"09": rising, "10": hills}

print(TESTS[name]())
