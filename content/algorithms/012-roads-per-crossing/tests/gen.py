import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def roads(n, m, pick):
    edges = [pick() for _ in range(m)]
    return f"{n} {m}\n" + "\n".join(line(edge) for edge in edges)


def random_road(n):
    def pick():
        u = rng.randint(1, n)
        v = rng.randint(1, n - 1)
        return (u, v if v < u else v + 1)

    return pick


TESTS = {
    "09": lambda: roads(1000, 3000, random_road(1000)),
    "10": lambda: roads(100000, 100000, random_road(100000)),
    "11": lambda: roads(100000, 100000, lambda: (1, 100000)),
}

print(TESTS[name]())
