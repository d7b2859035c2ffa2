import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time. The notebooks are short,
# but the locks have up to 10^10 combinations.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def notebook(length, digits, tries, secret=None):
    """tries random tries at a lock whose true combination is secret (random if not given)."""
    if secret is None:
        secret = [rng.randrange(digits) for _ in range(length)]
    lines = [f"{length} {digits} {tries}"]
    for _ in range(tries):
        guess = [rng.randrange(digits) for _ in range(length)]
        clicks = sum(a == b for a, b in zip(guess, secret))
        lines.append("".join(map(str, guess)) + f" {clicks}")
    return "\n".join(lines)


def near_misses():
    # Every try differs from the combination in most dials, so most tries click 0 or 1 times.
    secret = [rng.randrange(10) for _ in range(10)]
    lines = ["10 10 10"]
    for _ in range(10):
        guess = [(s + rng.randint(1, 9)) % 10 for s in secret]
        for dial in rng.sample(range(10), rng.randint(0, 1)):
            guess[dial] = secret[dial]
        lines.append("".join(map(str, guess)) + f" {sum(a == b for a, b in zip(guess, secret))}")
    return "\n".join(lines)


TESTS = {
    "10": lambda: notebook(10, 10, 10),
    "11": lambda: notebook(10, 10, 3),
    "12": near_misses,
    "13": lambda: notebook(9, 10, 8),
}

print(TESTS[name]())
