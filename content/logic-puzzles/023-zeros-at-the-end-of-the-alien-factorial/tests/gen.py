import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
SMALL = [2, 3, 5, 7, 11, 13]


def smooth_base():
    """A base made of small primes with varied exponents, up to 10^9."""
    b = 1
    while True:
        p = rng.choice(SMALL)
        if b * p > 10**9:
            return b
        b *= p
        if b > 1 and rng.random() < 0.15:
            return b


def huge_factorials():
    pairs = [(10**18, 10**9), (10**18, 999999937), (10**18, 2), (10**18, 2**29), (10**18, 999999999)]
    pairs += [(rng.randint(10**17, 10**18), smooth_base()) for _ in range(60)]
    pairs += [(rng.randint(10**17, 10**18), rng.randint(2, 10**9)) for _ in range(35)]
    return pairs


def mixed():
    pairs = [(rng.randint(1, 10 ** rng.randint(1, 18)), smooth_base()) for _ in range(50)]
    pairs += [(rng.randint(1, 10 ** rng.randint(1, 18)), rng.randint(2, 10**9)) for _ in range(50)]
    return pairs


TESTS = {"10": huge_factorials, "11": mixed}
pairs = TESTS[name]()
print(len(pairs))
print("\n".join(f"{n} {b}" for n, b in pairs))
