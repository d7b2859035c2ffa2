import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))

# A number below 10^18 with very many divisors: every row size is one of its divisors, so that the least
# common multiple of all of them stays at most 10^18.
PRIMES = [(2, 8), (3, 4), (5, 2), (7, 2), (11, 1), (13, 1), (17, 1), (19, 1), (23, 1), (29, 1), (31, 1), (37, 1)]
LIMIT = 1
for p, e in PRIMES:
    LIMIT *= p**e


def divisors_up_to(largest):
    found = [1]
    for p, e in PRIMES:
        found = [d * p**k for d in found for k in range(e + 1) if d * p**k <= largest]
    return found


SMALL = divisors_up_to(1000)
ALL = divisors_up_to(10**9)


def row_size(largest):
    return rng.choice(SMALL if largest <= 1000 else ALL)


def reports(n, largest, x):
    return [(m, x % m) for m in (row_size(largest) for _ in range(n))]


def show(rows):
    return f"{len(rows)}\n" + "\n".join(f"{m} {r}" for m, r in rows)


def fits():
    return show(reports(100000, 10**9, rng.randrange(LIMIT)))


def one_wrong_count():
    rows = reports(100000, 10**9, rng.randrange(LIMIT))
    i = 99990
    m, r = rows[i]
    while m < 100:  # a row size that many others share factors with
        m = row_size(10**9)
        rows[i] = (m, rng.randrange(m))
        m, r = rows[i]
    rows[i] = (m, (r + 1) % m)
    return show(rows)


def small_rows_then_big():
    # mostly small row sizes (the answer grows slowly), then a few huge ones
    x = rng.randrange(LIMIT)
    rows = reports(99000, 1000, x) + reports(1000, 10**9, x)
    return show(rows)


TESTS = {"09": fits, "10": one_wrong_count, "11": small_rows_then_big}

print(TESTS[name]())
