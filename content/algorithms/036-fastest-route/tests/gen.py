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


def weighted(edges, low, high):
    return [(u, v, rng.randint(low, high)) for u, v in edges]


def random_roads():
    n = 2000
    edges = tree(rng.sample(range(1, n + 1), n)) + [(rng.randint(1, n), rng.randint(1, n)) for _ in range(2000)]
    return graph(n, weighted(edges, 1, 10**6))


def unreachable():
    # A long road through the first 20000 crossings; crossing n is on no road.
    path = [(i, i + 1) for i in range(1, 20000)]
    rng.shuffle(path)
    return graph(100000, weighted(path, 1, 10**6))


def cheap_tree():
    n = 100000
    nodes = [1, n] + rng.sample(range(2, n), 59998)
    rng.shuffle(nodes)
    edges = tree(nodes) + [(rng.choice(nodes), rng.choice(nodes)) for _ in range(4000)]
    rng.shuffle(edges)
    return graph(n, weighted(edges, 1, 99))


def long_line():
    path = [(i, i + 1) for i in range(1, 60000)]
    rng.shuffle(path)
    return graph(60000, weighted(path, 1, 10**6))


def few_roads_are_slow():
    # Two roads of 10^6 lead from 1 to n; a line of 50000 one-minute roads is faster.
    n = 100000
    line_nodes = [1] + rng.sample(range(2, n), 49999) + [n]
    edges = [(line_nodes[i], line_nodes[i + 1], 1) for i in range(len(line_nodes) - 1)]
    on_line = set(line_nodes)
    middle = rng.choice([v for v in range(2, n) if v not in on_line])
    edges += [(1, middle, 10**6), (middle, n, 10**6)]
    weights = [10**6, 999999, 500000, 250000, 100000, 50000, 1000, 7, 6]
    edges += [(rng.randint(1, n), rng.randint(1, n), rng.choice(weights)) for _ in range(5000)]
    rng.shuffle(edges)
    return graph(n, edges)


TESTS = {"09": random_roads, "10": unreachable, "11": cheap_tree, "12": long_line, "13": few_roads_are_slow}

print(TESTS[name]())
