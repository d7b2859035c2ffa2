import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


TESTS = {
    "10": lambda: f"130000 1000000000\n{line(rng.randint(1, 10**9) for _ in range(130000))}",
    "11": lambda: f"200000 2\n{line([1] * 200000)}",
    "12": lambda: f"200000 1000000500\n{line(rng.choice((rng.randint(1, 1000), rng.randint(999999000, 10**9))) for _ in range(200000))}",
}

print(TESTS[name]())
