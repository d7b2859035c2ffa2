import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def random_pair(n):
    u = rng.randint(1, n)
    v = rng.randint(1, n - 1)
    return (u, v if v < u else v + 1)


def dense():
    n, m, q = 1000, 100000, 40000
    flights = [random_pair(n) for _ in range(m)]
    questions = [(rng.randint(1, n), rng.randint(1, n)) for _ in range(q)]
    return f"{n} {m} {q}\n" + "\n".join(line(pair) for pair in flights + questions)


def chain():
    n, q = 1000, 100000
    flights = [(i, i + 1) for i in range(1, n)]
    questions = []
    for _ in range(q):
        a = rng.randint(1, n)
        b = min(n, max(1, a + rng.choice((-2, -1, 0, 1, 2))))
        questions.append((a, b))
    return f"{n} {n - 1} {q}\n" + "\n".join(line(pair) for pair in flights + questions)


TESTS = {"08": dense, "09": chain}

print(TESTS[name]())
