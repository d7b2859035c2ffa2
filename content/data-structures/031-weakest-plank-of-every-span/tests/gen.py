import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
n = 200000


def bridge(values):
    return f"{len(values)}\n" + " ".join(map(str, values))


def random_planks():
    return bridge([rng.randint(1, 10**6) for _ in range(n)])


def all_strongest():
    # Every plank equal and as strong as allowed: the largest possible sum.
    return bridge([10**6] * n)


def rising():
    # Strictly stronger towards the east, then a valley: the stack grows to n planks.
    return bridge(list(range(1, n + 1)))


def few_strengths():
    # Only a handful of strengths, so equal planks everywhere.
    return bridge([rng.choice([7, 50, 50, 999, 10**6]) for _ in range(n)])


TESTS = {"09": random_planks, "10": all_strongest, "11": rising, "12": few_strengths}

print(TESTS[name]())
