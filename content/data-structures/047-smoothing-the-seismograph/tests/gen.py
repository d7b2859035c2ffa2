import math
import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
N = 200000


def noise(k):
    """Readings spread over the whole range: every window holds mostly different values."""
    readings = [rng.randint(-1000000000, 1000000000) for _ in range(N)]
    return f"{N} {k}\n" + " ".join(map(str, readings))


def tremor(k):
    """A slow swaying trace with a little jitter and rare huge spikes: many equal readings."""
    readings = []
    for i in range(N):
        if rng.random() < 0.01:
            value = rng.choice([-1000000000, 1000000000])
        else:
            value = round(40 * math.sin(i / 9000)) + rng.randint(-3, 3)
        readings.append(value)
    return f"{N} {k}\n" + " ".join(map(str, readings))


TESTS = {"10": lambda: noise(100000), "11": lambda: tremor(150000)}

print(TESTS[name]())
