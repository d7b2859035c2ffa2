import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def small_rhythms():
    bells = [rng.randint(2, 60) for _ in range(15)]
    return 10**18 - rng.randint(0, 10**9), bells


def large_rhythms():
    bells = [rng.randint(10**5, 10**9) for _ in range(13)] + [rng.randint(2, 100) for _ in range(2)]
    rng.shuffle(bells)
    return rng.randint(10**17, 10**18), bells


TESTS = {"10": small_rhythms, "11": large_rhythms}
n, bells = TESTS[name]()
print(n, len(bells))
print(" ".join(map(str, bells)))
