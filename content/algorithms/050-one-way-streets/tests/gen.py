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


def one_way_line():
    order = rng.sample(range(1, 100001), 100000)
    edges = [(order[i], order[i + 1]) for i in range(99999)]
    rng.shuffle(edges)
    return graph(100000, edges)


def random_streets(n, m):
    return graph(n, [(rng.randint(1, n), rng.randint(1, n)) for _ in range(m)])


def round_trip():
    n = 60000
    order = rng.sample(range(1, n + 1), n)
    edges = [(order[i], order[(i + 1) % n]) for i in range(n)] + [(5, 5)]
    rng.shuffle(edges)
    return graph(n, edges)


TESTS = {
    "10": one_way_line,
    "11": lambda: random_streets(80000, 87792),
    "12": lambda: random_streets(50000, 70000),
    "14": round_trip,
}

print(TESTS[name]())
