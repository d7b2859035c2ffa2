import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
N = 200000


def right_note(n, f):
    """A random note whose claim is right when exactly f notes are false."""
    kind = rng.choice(("EXACTLY", "ATLEAST", "ATMOST"))
    if kind == "EXACTLY":
        return kind, f
    if kind == "ATLEAST":
        return kind, rng.randint(0, f)
    return kind, rng.randint(f, n)


def wrong_note(n, f):
    """A random note whose claim is wrong when exactly f notes are false."""
    while True:
        kind = rng.choice(("EXACTLY", "ATLEAST", "ATMOST"))
        if kind == "EXACTLY":
            x = rng.randint(0, n)
            if x != f:
                return kind, x
        elif kind == "ATLEAST" and f < n:
            return kind, rng.randint(f + 1, n)
        elif kind == "ATMOST" and f > 0:
            return kind, rng.randint(0, f - 1)


def planted():
    """A board built so that exactly f false notes is consistent."""
    f = rng.randint(N // 4, 3 * N // 4)
    notes = [right_note(N, f) for _ in range(N - f)] + [wrong_note(N, f) for _ in range(f)]
    rng.shuffle(notes)
    return notes


def every_count_works():
    """ATMOST 0, ATMOST 1, ..., ATMOST n-1: with f false notes, exactly the notes with x < f are wrong."""
    notes = [("ATMOST", x) for x in range(N)]
    rng.shuffle(notes)
    return notes


def random_board():
    return [(rng.choice(("EXACTLY", "ATLEAST", "ATMOST")), rng.randint(0, N)) for _ in range(N)]


TESTS = {"11": planted, "12": every_count_works, "13": random_board}
notes = TESTS[name]()
print(len(notes))
print("\n".join(f"{kind} {x}" for kind, x in notes))
