import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
LIMIT = 10**9


def coordinate():
    return rng.randint(-LIMIT, LIMIT)


def anywhere():
    return [(coordinate(), coordinate(), coordinate(), coordinate()) for _ in range(5000)]


def tricky_shapes():
    """Far from the middle of the board: tiny hops, and long trips close to an axis or a diagonal."""
    queries = []
    for _ in range(5000):
        x = rng.randint(-LIMIT + 20, LIMIT - 20)
        y = rng.randint(-LIMIT + 20, LIMIT - 20)
        kind = rng.randrange(4)
        if kind == 0:
            queries.append((x, y, x + rng.randint(-4, 4), y + rng.randint(-4, 4)))
        else:
            sx, sy = rng.choice([-1, 1]), rng.choice([-1, 1])
            x0, y0 = -sx * rng.randint(0, LIMIT), -sy * rng.randint(0, LIMIT)
            d = rng.randint(0, LIMIT)
            dx, dy = [(d, rng.randint(0, 3)), (d, d + rng.randint(-3, 3)), (2 * d // 2, d // 2 + rng.randint(-2, 2))][kind - 1]
            if rng.random() < 0.5:
                dx, dy = dy, dx
            x1 = max(-LIMIT, min(LIMIT, x0 + sx * dx))
            y1 = max(-LIMIT, min(LIMIT, y0 + sy * dy))
            queries.append((x0, y0, x1, y1))
    return queries


TESTS = {"09": anywhere, "10": tricky_shapes}

queries = TESTS[name]()
print(len(queries))
print("\n".join(" ".join(map(str, q)) for q in queries))
