import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(2200 + int(name))
N = M = 200000


def festival(n, clubs):
    return f"{n} {len(clubs)}\n" + "\n".join(f"{l} {r} {c}" for l, r, c in clubs)


def busy_festival():
    # Stretches of every length anywhere on the promenade.
    clubs = []
    for _ in range(M):
        l, r = sorted((rng.randint(1, N), rng.randint(1, N)))
        clubs.append((l, r, rng.randint(1, 100000)))
    return festival(N, clubs)


def grand_festival():
    # Every club decorates nearly the whole promenade with the most lanterns allowed: hanging them post by
    # post costs about n steps per club, and the counts reach 2 * 10^10.
    clubs = [(rng.randint(1, 1000), rng.randint(N - 1000, N), rng.choice((100000, 100000, 99999))) for _ in range(M)]
    return festival(N, clubs)


def towards_the_end():
    # Every stretch runs to the last post, so the counts only grow along the promenade and the maximum is
    # shared by every post from the latest start to post n: the answer is that latest start.
    clubs = [(rng.randint(1, N - 5000), N, rng.randint(1, 100000)) for _ in range(M)]
    return festival(N, clubs)


TESTS = {"09": busy_festival, "10": grand_festival, "11": towards_the_end}

print(TESTS[name]())
