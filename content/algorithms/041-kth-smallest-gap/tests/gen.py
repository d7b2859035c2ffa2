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


N = 30000
PAIRS = N * (N - 1) // 2


def positions(values, k):
    return f"{N} {k}\n{line(values)}"


def clustered():
    # Three clusters of small values: many equal and tiny gaps, and huge ones between clusters.
    return [rng.randint(0, 1000) + rng.choice((0, 300000000, 700000000)) for _ in range(N)]


TESTS = {
    "09": lambda: positions(rng.sample(range(0, 10**9 + 1), N), PAIRS // 2),
    "10": lambda: positions(clustered(), PAIRS - 1234567),
    "11": lambda: positions(rng.sample(range(0, 10**9 + 1), N), PAIRS),
    "12": lambda: positions([rng.randint(0, 200) * 5000000 for _ in range(N)], 2240187),
}

print(TESTS[name]())
