import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
N = 100000
Q = 100000


def castle(portal, questions):
    lines = [f"{len(portal) - 1} {len(questions)}", " ".join(map(str, portal[1:]))]
    lines += [f"{x} {k}" for x, k in questions]
    return "\n".join(lines)


def some_k(limit):
    roll = rng.random()
    if roll < 0.2:
        return rng.randint(0, limit)
    if roll < 0.3:
        return 10**18 - rng.randint(0, 1000)
    return rng.randint(0, 10**18)


def one_grand_loop():
    # every room lies on one loop through the whole castle: a walk needs 10^5 hops to come back
    order = rng.sample(range(1, N + 1), N)
    portal = [0] * (N + 1)
    for i in range(N):
        portal[order[i]] = order[(i + 1) % N]
    return castle(portal, [(rng.randint(1, N), some_k(2 * N)) for _ in range(Q)])


def long_corridors():
    # a corridor of 40000 rooms into a loop of 30000, a few small loops, and bushy trees hanging off them
    order = rng.sample(range(1, N + 1), N)
    portal = [0] * (N + 1)
    corridor, big_loop = order[:40000], order[40000:70000]
    for i in range(30000):
        portal[big_loop[i]] = big_loop[(i + 1) % 30000]
    for i in range(40000):
        portal[corridor[i]] = corridor[i + 1] if i + 1 < 40000 else big_loop[0]
    small = order[70000:70100]
    for i in range(0, 100, 10):
        for j in range(10):
            portal[small[i + j]] = small[i + (j + 1) % 10]
    placed = order[:70100]
    for x in order[70100:]:
        portal[x] = rng.choice(placed)
        placed.append(x)
    return castle(portal, [(rng.choice(order[:40000]) if rng.random() < 0.5 else rng.randint(1, N), some_k(80000)) for _ in range(Q)])


TESTS = {"09": one_grand_loop, "10": long_corridors}

print(TESTS[name]())
