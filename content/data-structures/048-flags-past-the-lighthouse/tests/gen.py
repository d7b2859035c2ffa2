import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
N = 200000
Q = 100000


def questions():
    """Mostly long stretches of ships, some of any length, a few of a single ship."""
    lines = []
    for _ in range(Q):
        roll = rng.random()
        if roll < 0.75:
            left, right = rng.randint(1, N // 10), rng.randint(N - N // 10, N)
        elif roll < 0.97:
            left, right = sorted((rng.randint(1, N), rng.randint(1, N)))
        else:
            left = right = rng.randint(1, N)
        lines.append(f"{left} {right}")
    return lines


def harbour(flags):
    return "\n".join([f"{N} {Q}", " ".join(map(str, flags))] + questions())


def many_nations():
    """50000 different flags, codes spread up to 10^9, passing in random order."""
    codes = rng.sample(range(1, 1000000001), 50000)
    return harbour([rng.choice(codes) for _ in range(N)])


def fleets():
    """Fleets of ships under one flag pass together; half the flags are seen only once."""
    flags = []
    while len(flags) < N:
        if rng.random() < 0.5:
            flags.append(rng.randint(1, 1000000000))
        else:
            flags.extend([rng.randint(1, 300)] * rng.randint(1, 40))
    return harbour(flags[:N])


TESTS = {"10": many_nations, "11": fleets}

print(TESTS[name]())
