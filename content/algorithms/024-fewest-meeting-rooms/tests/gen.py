import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def line(values):
    return " ".join(map(str, values))


DAY = 86400


def meetings(rows):
    return f"{len(rows)}\n" + "\n".join(line(row) for row in rows)


def random_meetings():
    rows = []
    for _ in range(100000):
        s = rng.randint(0, DAY - 1)
        rows.append((s, min(DAY, s + rng.randint(1, 7200))))
    return meetings(rows)


def touching_pairs():
    # Two-second meetings starting every other second: each ends as the next begins, so one room will do.
    rows = [(s, s + 2) for s in range(0, DAY - 1, 2)]
    rng.shuffle(rows)
    return meetings(rows)


def on_the_minute():
    rows = []
    for _ in range(100000):
        s = rng.randint(0, 1439) * 60
        rows.append((s, min(DAY, s + 60 * rng.randint(1, 3))))
    return meetings(rows)


def across_noon():
    rows = [(rng.randint(0, DAY // 2 - 1), rng.randint(DAY // 2 + 1, DAY)) for _ in range(30000)]
    return meetings(rows)


TESTS = {"09": random_meetings, "10": touching_pairs, "11": on_the_minute, "12": across_noon}

print(TESTS[name]())
