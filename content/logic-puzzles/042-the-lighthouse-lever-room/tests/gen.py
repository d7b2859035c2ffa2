import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def bits(value, width):
    return "".join("1" if value >> j & 1 else "0" for j in range(width))


def room(n, m, independent, mixes, density, solvable):
    """n levers over m lamps: `independent` random levers, the rest each the combined effect of a few of
    them (`mixes` at most), so that some plans can be changed without changing the result."""
    levers = []
    for _ in range(independent):
        levers.append(sum(1 << j for j in range(m) if rng.random() < density))
    while len(levers) < n:
        value = 0
        for other in rng.sample(levers[:independent], rng.randint(1, mixes)):
            value ^= other
        levers.append(value)
    rng.shuffle(levers)
    if solvable:
        lamps = 0
        for lever in levers:
            if rng.random() < 0.5:
                lamps ^= lever
    else:
        lamps = rng.getrandbits(m)
    lines = [f"{n} {m}", bits(lamps, m)] + [bits(lever, m) for lever in levers]
    return "\n".join(lines)


TESTS = {
    "09": lambda: room(1000, 1000, 700, 3, 0.5, True),
    "10": lambda: room(1000, 1000, 990, 2, 0.5, False),
    "11": lambda: room(1000, 600, 590, 2, 0.01, True),
}

print(TESTS[name]())
