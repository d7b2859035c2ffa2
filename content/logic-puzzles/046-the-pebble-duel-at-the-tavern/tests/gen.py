import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def size():
    """A pile size: mostly huge, sometimes small enough to fall before the repeating part."""
    roll = rng.random()
    if roll < 0.15:
        return rng.randint(0, 400)
    if roll < 0.2:
        return 10**18 - rng.randint(0, 1000)
    return rng.randint(0, 10**18)


def test(moves, games):
    lines = [f"{len(moves)} " + " ".join(map(str, moves)), str(len(games))]
    lines += [f"{len(g)} " + " ".join(map(str, g)) for g in games]
    return "\n".join(lines)


def slow_settling():
    # {2, 3, 5, 6, 9, 10, 12, 15}: its values only start to repeat at pile 363, with period 122.
    moves = [2, 3, 5, 6, 9, 10, 12, 15]
    rng.shuffle(moves)
    # At most 200000 piles in all, and at least one left for every duel still to come.
    games = []
    budget = 200000
    for i in range(10000):
        piles = min(rng.randint(1, 39), budget - (10000 - i - 1))
        budget -= piles
        games.append([size() for _ in range(piles)])
    return test(moves, games)


def paired_piles():
    # {2, 3, 10, 11, 12, 14}: repeats from pile 265 with period 105; 10000 games of 20 piles in pairs,
    # often equal, so that many games are lost for Alice.
    moves = [14, 2, 11, 3, 12, 10]
    games = []
    for _ in range(10000):
        game = []
        for _ in range(10):
            a = size()
            game += [a, a if rng.random() < 0.8 else size()]
        rng.shuffle(game)
        games.append(game)
    return test(moves, games)


TESTS = {"09": slow_settling, "10": paired_piles}

print(TESTS[name]())
