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


def two_teams(nodes, m):
    """m rivalries, each between the two teams of a random split of the nodes (duplicates allowed)."""
    team = {node: rng.randint(0, 1) for node in nodes}
    sides = [[node for node in nodes if team[node] == side] for side in (0, 1)]
    return [(rng.choice(sides[0]), rng.choice(sides[1])) for _ in range(m)], sides


def odd_circle(sides):
    a, b = rng.sample(sides[0], 2)
    return (a, b)


def random_rivals():
    n = 2000
    return graph(n, [tuple(rng.sample(range(1, n + 1), 2)) for _ in range(3999)])


def split(n, m):
    edges, _ = two_teams(list(range(1, n + 1)), m)
    return graph(n, edges)


def clash_away_from_player_one(n, m):
    # Player 1's circle splits fine; the clash is among other players only.
    half = n // 2
    near, _ = two_teams(list(range(1, half + 1)), m // 2)
    far, sides = two_teams(list(range(half + 1, n + 1)), m - m // 2 - 1)
    edges = near + far + [odd_circle(sides)]
    rng.shuffle(edges)
    return graph(n, edges)


TESTS = {
    "09": random_rivals,
    "10": lambda: split(100000, 100000),
    "11": lambda: clash_away_from_player_one(100000, 100000),
    "12": lambda: split(100000, 60000),
    "13": lambda: clash_away_from_player_one(30000, 40001),
}

print(TESTS[name]())
