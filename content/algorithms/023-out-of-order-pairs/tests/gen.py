import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


N = 150000

TESTS = {
    "10": lambda: f"{N}\n{line(rng.randint(0, 10**6) for _ in range(N))}",
    "11": lambda: f"{N}\n{line(sorted((rng.randint(0, 99999) for _ in range(N)), reverse=True))}",
    "12": lambda: f"{N}\n{line(sorted(rng.randint(1, 10**6) for _ in range(N))[:-2000] + [rng.randint(1, 10**6) for _ in range(2000)])}",
    "13": lambda: f"{N}\n{line([5] * N)}",
}

print(TESTS[name]())
