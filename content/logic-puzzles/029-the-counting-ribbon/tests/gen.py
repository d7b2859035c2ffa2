import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def group_edges():
    """Positions around the end of every group of same-length numbers, plus the largest ones."""
    edges, total = [], 0
    for d in range(1, 18):
        total += 9 * 10 ** (d - 1) * d
        if total > 10**18:
            break
        for delta in (-1, 0, 1, 2):
            edges.append(total + delta)
    edges += [10**18 - i for i in range(10)]
    edges += [rng.randint(10**17, 10**18) for _ in range(1000 - len(edges))]
    rng.shuffle(edges)
    return edges


def spread():
    return [rng.randint(1, 10 ** rng.randint(1, 18)) for _ in range(1000)]


TESTS = {"10": group_edges, "11": spread}
positions = TESTS[name]()
print(len(positions))
print("\n".join(map(str, positions)))
