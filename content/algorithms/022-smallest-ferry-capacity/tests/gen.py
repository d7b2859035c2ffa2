import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


N = 100000

TESTS = {
    "10": lambda: f"{N} 66667\n{line([10**9] * N)}",
    "11": lambda: f"{N} 1234\n{line(rng.randint(1, 10**9) for _ in range(N))}",
    # Small crates with a few giants: the heaviest crate alone decides part of the answer.
    "12": lambda: f"{N} 3\n{line(rng.randint(1, 1000) if rng.random() < 0.99 else rng.randint(1, 10**9) for _ in range(N))}",
}

print(TESTS[name]())
