import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(2600 + int(name))
N = 100000


def forest(n, trails):
    rng.shuffle(trails)
    return f"{n}\n" + "\n".join(f"{u} {v} {w}" if rng.random() < 0.5 else f"{v} {u} {w}" for u, v, w in trails)


def random_forest():
    # Each glade hangs from a random earlier one (glades relabelled at random): a bushy, shallow tree.
    label = list(range(1, N + 1))
    rng.shuffle(label)
    trails = [(label[i], label[rng.randrange(i)], rng.randint(1, 10**6)) for i in range(1, N)]
    return forest(N, trails)


def one_long_trail():
    # All glades on one line, every trail near 10^6 metres: the answer is about 10^11,
    # and the line is 100000 glades deep.
    label = list(range(1, N + 1))
    rng.shuffle(label)
    trails = [(label[i], label[i + 1], rng.randint(999000, 10**6)) for i in range(N - 1)]
    return forest(N, trails)


def long_branch_away_from_one():
    # Glade 1 is a leaf on a short spur off the middle of a long spine; the longest route runs along the
    # spine and never visits glade 1. Short side branches hang everywhere.
    label = list(range(2, N + 1))
    rng.shuffle(label)
    spine = label[:30000]
    trails = [(spine[i], spine[i + 1], rng.randint(1, 1000)) for i in range(len(spine) - 1)]
    trails.append((1, spine[15000], 5))
    for i, x in enumerate(label[30000:]):
        parent = rng.choice(spine) if i < 10000 else label[30000 + rng.randrange(i)]
        trails.append((x, parent, rng.randint(1, 1000)))
    return forest(N, trails)


TESTS = {"09": random_forest, "10": one_long_trail, "11": long_branch_away_from_one}

print(TESTS[name]())
