import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
LIMIT = 5 * 10**11


def tall_walls():
    return [LIMIT, LIMIT - 1, 2**38, 2**38 - 1, 2**38 + 1] + [rng.randint(10**11, LIMIT) for _ in range(95)]


def every_size():
    return [rng.randint(1, 10 ** rng.randint(1, 11)) for _ in range(90)] + [2**a for a in range(30, 39)] + [3**24]


TESTS = {"10": tall_walls, "11": every_size}
heights = TESTS[name]()
print(len(heights))
print("\n".join(map(str, heights)))
