import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def ring(n, t, lit=None):
    if lit is None:
        lit = "".join(rng.choice("01") for _ in range(n))
    return f"{n} {t}\n{lit}"


TESTS = {
    "09": lambda: ring(50000, 10**18),
    "10": lambda: ring(49152, 2**59 + 12345),  # 49152 = 3 * 2^14
    "11": lambda: ring(50000, 2**59 - 1, "0" * 20000 + "1" + "0" * 29999),  # one lantern, 59 jumps
    "12": lambda: ring(49999, 999999999999999999),
}

print(TESTS[name]())
