import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


def digit():
    return str(rng.randint(0, 9))


def products_of_pairs():
    parts = []
    length = 0
    while length < 199000:
        part = f"({digit()}{rng.choice('+-')}{digit()})"
        parts.append(part)
        length += len(part) + 1
    text = parts[0]
    for part in parts[1:]:
        text += rng.choice("**-+") + part
    return text


def deep_nesting():
    blocks = []
    for _ in range(49):
        depth = 1000
        blocks.append("(" * depth + digit() + "".join(f"){rng.choice('+-*')}{digit()}" for _ in range(depth)))
    return "+".join(blocks)


def number():
    return str(rng.randint(0, 10**9 - 1)) if rng.random() < 0.4 else str(rng.randint(0, 99))


def expression(depth, budget):
    """A random well-formed expression of about budget characters, brackets at most depth deep."""
    if budget < 12 or depth == 0:
        return number()
    parts = []
    spent = 0
    while spent < budget:
        if rng.random() < 0.35:
            share = rng.randint(1, max(1, budget - spent))
            part = "(" + expression(depth - 1, share // 2) + ")"
        else:
            part = number()
        parts.append(part)
        spent += len(part) + 1
        if len(parts) > 1 and rng.random() < 0.3:
            break
    text = parts[0]
    for part in parts[1:]:
        text += rng.choice("+-*") + part
    return text


def random_mix():
    sys.setrecursionlimit(10000)
    text = expression(60, 40000)
    while len(text) < 170000:
        text += rng.choice("+-*") + "(" + expression(60, 40000) + ")"
    return text


TESTS = {"08": products_of_pairs, "09": deep_nesting, "10": random_mix}

print(TESTS[name]())
