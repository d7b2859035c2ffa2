import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def chest(q, first_adds, low, high, ask_share):
    """first_adds pearls go in, then pearls come, go and are asked about at random."""
    inside = []  # the pearls in the chest, in no particular order
    lines = [str(q)]
    for i in range(q):
        roll = rng.random()
        if i < first_adds or not inside or roll < (1 - ask_share) * 0.6:
            value = rng.randint(low, high)
            inside.append(value)
            lines.append(f"+ {value}")
        elif roll < 1 - ask_share:
            j = rng.randrange(len(inside))
            inside[j], inside[-1] = inside[-1], inside[j]
            lines.append(f"- {inside.pop()}")
        else:
            k = len(inside) + 1 if rng.random() < 0.02 else rng.randint(max(1, len(inside) // 2), len(inside))
            lines.append(f"? {k}")
    lines[-1] = f"? {rng.randint(1, len(inside))}"  # the last request is always a question
    return "\n".join(lines)


TESTS = {
    "09": lambda: chest(120000, 40000, 1, 1000000, 0.6),
    "10": lambda: chest(120000, 60000, 900000, 1000000, 0.7),
}

print(TESTS[name]())
