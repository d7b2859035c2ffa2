import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))

NAMES = ["Ada", "Basil", "Cora", "Dmitri", "Edna", "Felix", "Greta", "Hugo", "Ines", "Jonas", "Kira", "Lev"]


def true_clues(order, count, kinds):
    """count random clues that hold for the hidden arrangement order (order[k] lives in cottage k + 1)."""
    n = len(order)
    cottage = {v: k + 1 for k, v in enumerate(order)}
    clues = []
    while len(clues) < count:
        kind = rng.choice(kinds)
        x = rng.choice(order)
        if kind == "IN":
            clues.append(f"{x} IN {cottage[x]}")
        elif kind == "NOT-IN":
            k = rng.randint(1, n)
            if k != cottage[x]:
                clues.append(f"{x} NOT-IN {k}")
        elif kind == "WEST-OF":
            y = rng.choice(order)
            if cottage[x] < cottage[y]:
                clues.append(f"{x} WEST-OF {y}")
        elif cottage[x] < n:
            y = order[cottage[x]]
            clues.append(f"{x} NEXT-TO {y}" if rng.random() < 0.5 else f"{y} NEXT-TO {x}")
    return clues


def lane(clues, names=NAMES):
    return f"{len(names)} {len(clues)}\n{' '.join(names)}\n" + "\n".join(clues)


def hidden():
    order = NAMES[:]
    rng.shuffle(order)
    return order


TESTS = {
    "11": lambda: lane(true_clues(hidden(), 3, ["WEST-OF", "NEXT-TO", "NOT-IN"])),
    "12": lambda: lane(true_clues(hidden(), 12, ["WEST-OF", "NEXT-TO", "NOT-IN", "NOT-IN"])),
    "13": lambda: lane(true_clues(hidden(), 40, ["WEST-OF", "NEXT-TO", "NOT-IN", "NOT-IN"])),
    # a few true clues, then two more about Lev and Ada that need not hold for the hidden arrangement
    "14": lambda: lane(true_clues(hidden(), 6, ["WEST-OF", "NEXT-TO", "NOT-IN"]) + ["Lev WEST-OF Ada",
                                                                                 "Ada NEXT-TO Lev"]),
}

print(TESTS[name]())
