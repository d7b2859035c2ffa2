import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def orders(stacks):
    return f"{len(stacks)}\n" + "\n".join(f"{len(s)} {' '.join(map(str, s))}" for s in stacks)


def random_stack(n):
    stack = list(range(1, n + 1))
    rng.shuffle(stack)
    return stack


TESTS = {
    "10": lambda: orders([random_stack(8) for _ in range(20000)]),
    "11": lambda: orders([random_stack(rng.randint(1, 8)) for _ in range(20000)]),
    "12": lambda: orders([random_stack(7 + i % 2) for i in range(20000)]),
}

print(TESTS[name]())
