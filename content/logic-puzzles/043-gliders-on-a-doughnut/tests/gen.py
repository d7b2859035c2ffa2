import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time. Each is a random soup on
# the largest boards, chosen (by its seed) for a long run-in before it starts to repeat.
name = sys.argv[1]

# test: (seed, rows, columns, generations)
TESTS = {
    "09": (62, 16, 12, 10**18),  # repeats from generation 191 with period 192 (a glider survives)
    "10": (133, 16, 16, 10**18 - 7),  # repeats from generation 295 with period 64
    "11": (236, 16, 16, 123456789012345678),  # repeats from generation 232 with period 64
}

seed, r, c, t = TESTS[name]
rng = random.Random(seed)
cells = "".join("#" if rng.random() < 0.35 else "." for _ in range(r * c))
print(f"{r} {c} {t}")
print("\n".join(cells[i * c:(i + 1) * c] for i in range(r)))
