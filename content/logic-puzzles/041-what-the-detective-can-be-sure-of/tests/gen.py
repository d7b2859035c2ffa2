import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def show(n, rules):
    lines = [f"{n} {len(rules)}"]
    for premises, conclusion in rules:
        lines.append(" ".join(map(str, [len(premises)] + premises + [conclusion])))
    return "\n".join(lines)


def backwards_chain():
    # 1 -> 2 -> 3 -> ... -> 40000, listed from the far end, with the starting fact last; plus rules that
    # never fire: each needs one of the facts 40001..50000, which only such rules could force.
    n = 50000
    rules = [([f], f + 1) for f in range(39999, 0, -1)]
    for _ in range(50000):
        k = rng.randint(1, 3)
        premises = rng.sample(range(1, n + 1), k)
        if all(p <= 40000 for p in premises):
            premises[0] = rng.randint(40001, n)
        rules.append((premises, rng.randint(40001, n)))
    rules.append(([], 1))
    return show(n, rules)


def layered(impossible):
    """Facts in a random order; each rule's premises come earlier in that order than its conclusion, so
    derivations run deep. Some rules wait for a fact that is never forced."""
    n = 50000
    order = list(range(1, n + 1))
    rng.shuffle(order)
    rules = [([], order[i]) for i in range(5)]
    for i in range(5, 45000):
        k = rng.randint(1, 3)
        premises = rng.sample(order[max(0, i - 50):i], k)
        rules.append((premises, order[i]))
    for _ in range(40000):  # extra rules, mostly about facts that are never forced
        k = rng.randint(1, 2)
        premises = rng.sample(order[45000:], k) + rng.sample(order[:45000], 1)
        rules.append((premises, rng.choice(order)))
    for _ in range(200):  # impossibility rules that never fire
        rules.append(([rng.choice(order[45000:]), rng.choice(order)], 0))
    if impossible:  # one that fires, once a fact deep in the order is forced
        rules.append(([order[44990], order[12345]], 0))
    rng.shuffle(rules)
    return show(n, rules)


TESTS = {"09": backwards_chain, "10": lambda: layered(False), "11": lambda: layered(True)}

print(TESTS[name]())
