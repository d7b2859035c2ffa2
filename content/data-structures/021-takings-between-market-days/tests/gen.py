import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(2100 + int(name))


def line(values):
    return " ".join(map(str, values))


def ledger(profits, questions):
    rows = [f"{len(profits)} {len(questions)}", line(profits)]
    rows += [f"{l} {r}" for l, r in questions]
    return "\n".join(rows)


def random_question(n):
    l, r = sorted((rng.randint(1, n), rng.randint(1, n)))
    return l, r


def busy_year():
    # Profits anywhere in the range, questions of every length (some a single day).
    n, q = 200000, 50000
    profits = [rng.randint(-10**6, 10**6) for _ in range(n)]
    questions = [random_question(n) for _ in range(q - 1000)]
    questions += [(d, d) for d in (rng.randint(1, n) for _ in range(1000))]
    rng.shuffle(questions)
    return ledger(profits, questions)


def golden_year():
    # Every day earns close to the maximum and every question spans nearly the whole ledger:
    # the totals are far beyond 2^31.
    n, q = 200000, 50000
    profits = [rng.randint(900000, 10**6) for _ in range(n)]
    questions = [(rng.randint(1, 2000), rng.randint(n - 2000, n)) for _ in range(q)]
    questions[0] = (1, n)
    return ledger(profits, questions)


def stormy_year():
    # Mostly heavy losses; long questions, so adding up each question's days costs about n per question.
    n, q = 200000, 50000
    profits = [rng.randint(-10**6, 200000) for _ in range(n)]
    questions = [(rng.randint(1, n // 4), rng.randint(3 * n // 4, n)) for _ in range(q)]
    return ledger(profits, questions)


TESTS = {"09": busy_year, "10": golden_year, "11": stormy_year}

print(TESTS[name]())
