import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


TESTS = {"07": lambda: "1000\n" + "\n".join(f"60 {rng.randint(1, 2**60 - 1)}" for _ in range(1000))}

print(TESTS[name]())
