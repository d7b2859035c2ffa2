import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(2500 + int(name))
R = C = 500
Q = 50000


def survey(grid, questions):
    rows = [f"{len(grid)} {len(grid[0])} {len(questions)}"] + ["".join(map(str, row)) for row in grid]
    rows += [f"{r1} {c1} {r2} {c2}" for r1, c1, r2, c2 in questions]
    return "\n".join(rows)


def random_patch():
    r1, r2 = sorted((rng.randint(1, R), rng.randint(1, R)))
    c1, c2 = sorted((rng.randint(1, C), rng.randint(1, C)))
    return r1, c1, r2, c2


def random_meadow():
    # Any count in any square, patches of every size.
    grid = [[rng.randint(0, 9) for _ in range(C)] for _ in range(R)]
    return survey(grid, [random_patch() for _ in range(Q)])


def lush_meadow():
    # Mostly 8s and 9s, and nearly every patch covers nearly the whole meadow: counting square by square
    # costs about 250000 steps per question.
    grid = [[rng.choice((8, 9, 9, 9)) for _ in range(C)] for _ in range(R)]
    questions = [(rng.randint(1, 20), rng.randint(1, 20), rng.randint(R - 19, R), rng.randint(C - 19, C))
                 for _ in range(Q)]
    questions[0] = (1, 1, R, C)
    return survey(grid, questions)


def strips_and_squares():
    # A sparse meadow; the patches are single squares, whole rows, whole columns and the edges.
    grid = [[rng.choice((0, 0, 0, 0, 0, 0, 0, 1, 5, 9)) for _ in range(C)] for _ in range(R)]
    questions = []
    for _ in range(Q):
        kind = rng.randrange(5)
        r, c = rng.randint(1, R), rng.randint(1, C)
        if kind == 0:
            questions.append((r, c, r, c))
        elif kind == 1:
            questions.append((r, 1, r, C))
        elif kind == 2:
            questions.append((1, c, R, c))
        elif kind == 3:
            questions.append((r, c, R, C))
        else:
            questions.append((1, 1, r, c))
    return survey(grid, questions)


TESTS = {"09": random_meadow, "10": lush_meadow, "11": strips_and_squares}

print(TESTS[name]())
