import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
n = 200000


def log(songs):
    return f"{len(songs)}\n" + " ".join(map(str, songs))


def never_repeats():
    # The boast is true: every play is a different song.
    return log(rng.sample(range(1, 10**9 + 1), n))


def rare_repeats():
    # A huge catalogue: songs repeat only now and then, so the runs are long.
    catalogue = rng.sample(range(1, 10**9 + 1), 2000000)
    return log([rng.choice(catalogue) for _ in range(n)])


def small_rotation():
    # A rotation of 300 hits, each sometimes skipped.
    hits = rng.sample(range(1, 10**9 + 1), 300)
    return log([hits[i % 300] if rng.random() < 0.9 else hits[rng.randrange(300)] for i in range(n)])


def echoes():
    # Songs coming back after a long break: their earlier plays lie before the window.
    catalogue = rng.sample(range(1, 10**9 + 1), 60000)
    songs = []
    for i in range(n):
        if i >= 50000 and rng.random() < 0.3:
            songs.append(songs[i - rng.randint(30000, 50000)])
        else:
            songs.append(rng.choice(catalogue))
    return log(songs)


TESTS = {"09": never_repeats, "10": rare_repeats, "11": small_rotation, "12": echoes}

print(TESTS[name]())
