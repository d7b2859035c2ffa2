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


def dag(n, m):
    order = rng.sample(range(1, n + 1), n)
    rank = {course: i for i, course in enumerate(order)}
    edges = []
    while len(edges) < m:
        a, b = rng.randint(1, n), rng.randint(1, n)
        if a != b:
            edges.append((a, b) if rank[a] < rank[b] else (b, a))
    return edges


def with_circle(n, m):
    edges = dag(n, m - 50)
    circle = rng.sample(range(1, n + 1), 50)
    edges += [(circle[i], circle[(i + 1) % 50]) for i in range(50)]
    rng.shuffle(edges)
    return graph(n, edges)


def countdown():
    # 60000 before 59999 before … before 1: the only order is the reverse one.
    edges = [(i + 1, i) for i in range(1, 60000)]
    rng.shuffle(edges)
    return graph(60000, edges)


TESTS = {
    "09": lambda: graph(3000, dag(3000, 4000)),
    "10": lambda: graph(100000, dag(100000, 100000)),
    "11": lambda: with_circle(100000, 40050),
    "12": countdown,
}

print(TESTS[name]())
