import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
N = 200000


def ledger(k, amounts):
    return f"{len(amounts)} {k}\n" + " ".join(map(str, amounts))


def quiet_shop():
    # nothing earned or lost on most days: about 2·10^10 stretches add up to 0, more than 32 bits can count
    return ledger(0, [0 if rng.random() < 0.9999 else rng.randint(1, 10**9) for _ in range(N)])


def busy_shop():
    # small gains and losses, so the lucky total comes round again and again
    return ledger(7, [rng.randint(-5, 5) for _ in range(N)])


TESTS = {"09": quiet_shop, "10": busy_shop}

print(TESTS[name]())
