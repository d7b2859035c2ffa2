import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time. The inputs are small, but
# their shortest plans are long: a search that forgets where it has been tries far too many plans.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def menagerie(n, capacity, feuds):
    feuds = list(feuds)
    rng.shuffle(feuds)
    labels = list(range(1, n + 1))
    rng.shuffle(labels)  # hide the structure behind random numbers
    lines = [f"{n} {capacity} {len(feuds)}"]
    lines += [f"{labels[a - 1]} {labels[b - 1]}" for a, b in feuds]
    return "\n".join(lines)


def clique(members):
    return [(a, b) for i, a in enumerate(members) for b in members[i + 1:]]


TESTS = {
    # three sworn enemies among twelve, two places in the boat
    "10": lambda: menagerie(12, 2, clique([1, 2, 3])),
    # four sworn enemies, three places
    "11": lambda: menagerie(12, 3, clique([1, 2, 3, 4])),
    # one animal fights two others, and the boat takes a single animal
    "12": lambda: menagerie(12, 1, [(1, 2), (1, 3)]),
    # a troublemaker who fights everybody else
    "13": lambda: menagerie(12, 2, [(1, x) for x in range(2, 13)]),
}

print(TESTS[name]())
