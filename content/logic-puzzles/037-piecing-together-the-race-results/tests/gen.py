import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def facts_about(order, pairs):
    """The facts as "a b" lines; pairs hold places (0 = winner) in the hidden order."""
    facts = [(order[i], order[j]) for i, j in pairs]
    rng.shuffle(facts)
    return f"{len(order)} {len(facts)}\n" + "\n".join(f"{a} {b}" for a, b in facts)


def hidden_order(n):
    order = list(range(1, n + 1))
    rng.shuffle(order)
    return order


def forward_pairs(n, count, skip=None):
    """Random pairs of places i < j, leaving out the pair skip."""
    pairs = []
    while len(pairs) < count:
        i, j = sorted(rng.sample(range(n), 2))
        if (i, j) != skip:
            pairs.append((i, j))
    return pairs


def unique_order():
    n = 10000
    chain = [(i, i + 1) for i in range(n - 1)]
    return facts_about(hidden_order(n), chain + forward_pairs(n, 200000 - len(chain)))


def late_tie():
    # Places 9990 and 9991 (counting from 1) are never compared, directly or through anyone else.
    n = 10000
    tie = (9989, 9990)
    chain = [(i, i + 1) for i in range(n - 1) if (i, i + 1) != tie]
    return facts_about(hidden_order(n), chain + forward_pairs(n, 200000 - len(chain), tie))


def early_tie_then_circle():
    # Two runners could win, and far down the list three facts go round in a circle.
    n = 10000
    chain = [(i, i + 1) for i in range(1, n - 1)] + [(0, 2)]
    circle = [(9000, 5000)]
    return facts_about(hidden_order(n), chain + circle + forward_pairs(n, 200000 - len(chain) - 1, (0, 1)))


TESTS = {"11": unique_order, "12": late_tie, "13": early_tie_then_circle}

print(TESTS[name]())
