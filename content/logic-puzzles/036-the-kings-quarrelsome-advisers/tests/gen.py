import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def council(claims):
    rng.shuffle(claims)
    return f"{len(claims)}\n" + "\n".join(f"{a} {b}" for a, b in claims)


def planted(n, answers):
    """Claims for which every number in answers (sorted) is a possible number of liars."""
    claims = []
    for j, liars in enumerate(answers):
        # Ranges that hold answers[0..j] but no later one: exactly enough of them that
        # n - answers[j] ranges hold answers[j].
        end = answers[j + 1] - 1 if j + 1 < len(answers) else n
        count = (answers[j + 1] - liars) if j + 1 < len(answers) else n - liars
        claims += [(rng.randint(0, answers[0]), rng.randint(liars, end)) for _ in range(count)]
    # answers[0] ranges that hold none of the answers: each lies inside a gap between them.
    taken = set(answers)
    gaps = [v for v in range(n + 1) if v not in taken]
    for _ in range(answers[0]):
        low = rng.choice(gaps)
        high = low
        while high + 1 <= n and high + 1 not in taken and rng.random() < 0.9:
            high += 1
        claims.append((low, high))
    return council(claims)


def one_answer():
    return planted(200000, [100001])


def paradox():
    n = 200000
    claims = []
    for _ in range(n):
        a = rng.randint(0, n)
        claims.append((a, min(n, a + rng.randint(0, 1000))))
    return council(claims)


def several_answers():
    return planted(200000, [20000, 70000, 70001, 130000, 199000])


TESTS = {"11": one_answer, "12": paradox, "13": several_answers}

print(TESTS[name]())
