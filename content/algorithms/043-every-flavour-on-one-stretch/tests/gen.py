import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def graph(n, edges):
    return f"{n} {len(edges)}\n" + "\n".join(line(edge) for edge in edges)


def tree(nodes):
    """Edges of a random tree over the given nodes (each joins a node to an earlier one)."""
    return [(nodes[i], nodes[rng.randrange(i)]) for i in range(1, len(nodes))]


def stalls(n, k, flavour, ordered=False):
    places = rng.sample(range(0, 10**9 + 1), n)
    if ordered:
        places.sort()
    # Every flavour appears: the first k stalls (in a random order) take one each.
    flavours = list(range(1, k + 1)) + [flavour(i) for i in range(n - k)]
    if not ordered:
        rng.shuffle(flavours)
    return f"{n} {k}\n{line(places)}\n{line(flavours)}"


TESTS = {
    "09": lambda: stalls(2000, 40, lambda i: rng.randint(1, 40)),
    "10": lambda: stalls(80000, 40000, lambda i: rng.randint(1, 40000)),
    "11": lambda: stalls(80000, 80000, lambda i: 0),
    "12": lambda: stalls(80000, 5000, lambda i: i % 5000 + 1, ordered=True),
}

print(TESTS[name]())
