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


def network(n, extra, low, high, parts=1):
    nodes = rng.sample(range(1, n + 1), n)
    size = n // parts
    edges = []
    for part in range(parts):
        group = nodes[part * size : n if part == parts - 1 else (part + 1) * size]
        edges += tree(group)
    edges += [(rng.randint(1, n), rng.randint(1, n)) for _ in range(extra)]
    rng.shuffle(edges)
    return graph(n, [(u, v, rng.randint(low, high)) for u, v in edges])


def separate_parts():
    # Routes within each half only: the two halves cannot be joined.
    n = 40000
    half = [list(range(1, n // 2 + 1)), list(range(n // 2 + 1, n + 1))]
    edges = tree(half[0]) + tree(half[1])
    edges += [tuple(rng.sample(half[i % 2], 2)) for i in range(20000)]
    rng.shuffle(edges)
    return graph(n, [(u, v, rng.randint(1, 1000)) for u, v in edges])


def too_few_routes():
    n = 100000
    return graph(n, [(rng.randint(1, n), rng.randint(1, n), 10**6) for _ in range(20000)])


TESTS = {
    "09": lambda: network(1500, 3000, 1, 10**6),
    "10": lambda: network(70000, 5000, 1, 99),
    "11": lambda: network(45000, 15000, 1, 10**6),
    "12": separate_parts,
    "13": too_few_routes,
}

print(TESTS[name]())
