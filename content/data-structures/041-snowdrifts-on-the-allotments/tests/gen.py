import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def span(size, wide):
    """A random stretch a..b of 1..size; wide stretches cover most of it."""
    if wide:
        a = rng.randint(1, max(1, size // 5))
        b = rng.randint(size - size // 5, size)
        return a, max(a, b)
    a, b = rng.randint(1, size), rng.randint(1, size)
    return min(a, b), max(a, b)


def field(r, c, k, q):
    lines = [f"{r} {c} {k} {q}"]
    for _ in range(k):
        wide = rng.random() < 0.8
        r1, r2 = span(r, wide)
        c1, c2 = span(c, wide)
        lines.append(f"{r1} {c1} {r2} {c2} {rng.randint(1, 1000)}")
    for _ in range(q):
        wide = rng.random() < 0.5
        r1, r2 = span(r, wide)
        c1, c2 = span(c, wide)
        lines.append(f"{r1} {c1} {r2} {c2}")
    return "\n".join(lines)


TESTS = {"08": lambda: field(500, 1000, 60000, 60000), "09": lambda: field(1, 500000, 60000, 60000)}

print(TESTS[name]())
