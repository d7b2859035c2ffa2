import random
import string
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
M = 100000


def fresh_names(count):
    names = set()
    while len(names) < count:
        names.add("".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(1, 10))))
    names = sorted(names)
    rng.shuffle(names)
    return names


def letters(pairs):
    return f"{len(pairs)}\n" + "\n".join(f"{a} {b}" for a, b in pairs)


def one_growing_circle():
    # a newcomer joins the one big circle with almost every letter, the big circle's member usually first
    names = fresh_names(M)
    circle = [names[0]]
    pairs = []
    for _ in range(M):
        if rng.random() < 0.03:
            pairs.append(tuple(rng.sample(circle, 2)) if len(circle) > 1 else (names[0], names[-1]))
            continue
        newcomer = names[len(circle)]
        member = rng.choice(circle)
        pairs.append((member, newcomer) if rng.random() < 0.8 else (newcomer, member))
        circle.append(newcomer)
    return letters(pairs)


def random_town():
    names = fresh_names(120000)
    return letters([tuple(rng.sample(names, 2)) for _ in range(M)])


TESTS = {"09": one_growing_circle, "10": random_town}

print(TESTS[name]())
