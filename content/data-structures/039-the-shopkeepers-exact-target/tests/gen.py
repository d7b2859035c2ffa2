import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
n = 200000


def ledger(k, results):
    return f"{len(results)} {k}\n" + " ".join(map(str, results))


def small_swings():
    # Small profits and losses: many runs hit the target.
    return ledger(7, [rng.randint(-10, 10) for _ in range(n)])


def all_even():
    # Every day breaks even: all n(n+1)/2 runs add up to 0.
    return ledger(0, [0] * n)


def big_money():
    results = [rng.randint(-10**9, 10**9) for _ in range(n)]
    start = rng.randrange(n // 2)
    return ledger(sum(results[start:start + 1000]), results)


def only_profits():
    return ledger(1000, [rng.randint(1, 20) for _ in range(n)])


TESTS = {"09": small_swings, "10": all_even, "11": big_money, "12": only_profits}

print(TESTS[name]())
