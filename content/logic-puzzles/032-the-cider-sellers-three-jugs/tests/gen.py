import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def market(capacity, targets):
    return f"{capacity[0]} {capacity[1]} {capacity[2]}\n{len(targets)}\n" + " ".join(map(str, targets))


def random_customers():
    # About 165000 reachable states, and amounts that take tens of thousands of pours.
    return market((92201, 74607, 8272), [rng.randint(1, 100000) for _ in range(10000)])


def many_amounts():
    targets = rng.sample(range(1, 100001), 10000)
    return market((99991, 61234, 12345), targets)


def tiny_third_jug():
    return market((100000, 99989, 2), [rng.randint(1, 100000) for _ in range(10000)])


TESTS = {"10": random_customers, "11": many_amounts, "12": tiny_third_jug}

print(TESTS[name]())
