import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(2700 + int(name))
N, Q = 200000, 100000


def season(weights, questions):
    rows = [f"{len(weights)} {len(questions)}", " ".join(map(str, weights))]
    rows += [f"{a} {b}" for a, b in questions]
    return "\n".join(rows)


def wide_season():
    # Weights anywhere from 0 to 10^9, questions of every width.
    weights = [rng.randint(0, 10**9) for _ in range(N)]
    questions = [tuple(sorted((rng.randint(0, 10**9), rng.randint(0, 10**9)))) for _ in range(Q)]
    return season(weights, questions)


def crowded_season():
    # Only 2000 different weights, so every weight is shared by about 100 birds, and the questions start and
    # end exactly on weights that occur (or just beside them).
    kinds = rng.sample(range(15000, 25000), 2000)
    weights = [rng.choice(kinds) for _ in range(N)]
    questions = []
    for _ in range(Q):
        a, b = sorted((rng.choice(kinds) + rng.choice((0, 0, -1)), rng.choice(kinds) + rng.choice((0, 0, 1))))
        questions.append((a, b))
    return season(weights, questions)


def edges_of_the_scale():
    # Weights at the ends of the scale (0 and 10^9 among them) and questions touching those ends.
    weights = [rng.choice((0, 10**9, rng.randint(0, 10**9))) for _ in range(N)]
    questions = []
    for _ in range(Q):
        kind = rng.randrange(4)
        if kind == 0:
            questions.append((0, rng.randint(0, 10**9)))
        elif kind == 1:
            questions.append((rng.randint(0, 10**9), 10**9))
        elif kind == 2:
            value = rng.choice((0, 10**9))
            questions.append((value, value))
        else:
            questions.append((0, 10**9))
    return season(weights, questions)


TESTS = {"09": wide_season, "10": crowded_season, "11": edges_of_the_scale}

print(TESTS[name]())
