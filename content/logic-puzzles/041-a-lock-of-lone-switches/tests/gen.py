import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def random_formula(switches, p_not, p_open, p_close, ops):
    """A well-formed formula with the given number of x's, built left to right."""
    out = []
    depth = 0
    placed = 0
    while True:
        # an operand: some !, then either ( ... or x
        while rng.random() < p_not:
            out.append("!")
        while placed < switches - 1 and rng.random() < p_open:
            out.append("(")
            depth += 1
            while rng.random() < p_not:
                out.append("!")
        out.append("x")
        placed += 1
        if placed == switches:
            out.append(")" * depth)
            return "".join(out)
        while depth > 0 and rng.random() < p_close:
            out.append(")")
            depth -= 1
        out.append(rng.choice(ops))


def mixed():
    return random_formula(60000, 0.25, 0.3, 0.3, "&|^")


def deep():
    # ((((...)))) nested 60000 deep around a chain of !, with operators between the layers
    n = 50000
    left = []
    right = []
    for _ in range(n):
        left.append("(" + ("!" if rng.random() < 0.5 else ""))
        right.append(rng.choice("&|^") + "x)")
    return "".join(left) + "!" * 1000 + "x" + "".join(reversed(right))


def long_xor():
    return "^".join(["x"] * 80000)


TESTS = {"09": mixed, "10": deep, "11": long_xor}

print(TESTS[name]())
