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


def with_twins(edges, count):
    """Some roads doubled: two roads between the same villages are never critical."""
    return edges + [rng.choice(edges) for _ in range(count)]


def forest_and_loops():
    n = 80000
    edges = tree(rng.sample(range(1, n + 1), 50000))
    edges = with_twins(edges, 5000) + [tuple(rng.sample(range(1, n + 1), 2)) for _ in range(10000)]
    rng.shuffle(edges)
    return graph(n, edges)


def long_line():
    order = rng.sample(range(1, 60001), 60000)
    edges = [(order[i], order[i + 1]) for i in range(59999)]
    rng.shuffle(edges)
    return graph(60000, edges)


def one_big_circle():
    n = 50000
    order = rng.sample(range(1, n + 1), n)
    edges = [(order[i], order[(i + 1) % n]) for i in range(n)]
    edges += [tuple(rng.sample(range(1, n + 1), 2)) for _ in range(10)]
    rng.shuffle(edges)
    return graph(n, edges)


def circles_joined_by_roads():
    # 3001 circles of villages, joined in a tree by 3000 single roads: exactly those are critical.
    n = 50000
    order = rng.sample(range(1, n + 1), n)
    size = n // 3001
    circles = [order[i * size : (i + 1) * size] for i in range(3000)] + [order[3000 * size :]]
    edges = []
    for circle in circles:
        edges += [(circle[i], circle[(i + 1) % len(circle)]) for i in range(len(circle))]
    for i in range(1, len(circles)):
        edges.append((rng.choice(circles[i]), rng.choice(circles[rng.randrange(i)])))
    edges = with_twins(edges, 53000 - len(edges) - 1) + [(5, 5)]
    rng.shuffle(edges)
    return graph(n, edges)


TESTS = {"11": forest_and_loops, "12": long_line, "13": one_big_circle, "14": circles_joined_by_roads}

print(TESTS[name]())
