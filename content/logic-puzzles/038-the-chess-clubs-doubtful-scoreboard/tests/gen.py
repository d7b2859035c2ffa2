import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def tables(claim_lists):
    parts = [str(len(claim_lists))]
    for claims in claim_lists:
        parts.append(str(len(claims)))
        parts.append(" ".join(map(str, claims)))
    return "\n".join(parts)


def flip_games(wins, games, count):
    """Reverse count distinct games (winner, loser) picked by games(): the table stays possible."""
    flipped = set()
    while len(flipped) < count:
        winner, loser = games()
        if (winner, loser) not in flipped:
            flipped.add((winner, loser))
            wins[winner] -= 1
            wins[loser] += 1


def ladder(n, low, high, flips):
    """Player i beats every player below i; then flips games among players low..high-1."""
    wins = list(range(n))
    if high - low >= 2:
        def game():
            a, b = sorted(rng.sample(range(low, high), 2))
            return b, a
        flip_games(wins, game, flips)
    return wins


def circle(n, flips):
    """n odd: player i beats the (n-1)/2 players after it around a circle; then flips games."""
    half = (n - 1) // 2
    wins = [half] * n

    def game():
        i = rng.randrange(n)
        return i, (i + rng.randint(1, half)) % n
    flip_games(wins, game, flips)
    return wins


def shuffled(wins):
    rng.shuffle(wins)
    return wins


def possible_ladder():
    n = 200000
    wins = ladder(n, 0, n, 300000)
    return tables([shuffled(wins)])


def possible_circle():
    return tables([shuffled(circle(199999, 200000))])


def deep_contradiction():
    # A ladder whose players 0..119999 lose to everyone above; then player 119999 gives one win to 120000.
    n, r = 200000, 119999
    wins = ladder(n, 0, r, 200000)
    top = ladder(n, r + 2, n, 50000)
    wins[r + 2:] = top[r + 2:]
    wins[r] -= 1
    wins[r + 1] += 1
    return tables([shuffled(wins)])


def many_clubs():
    clubs = []
    # At most 200000 players in all, and at least one left for every table still to come.
    budget = 200000
    for i in range(2000):
        n = min(rng.randint(1, 199), budget - (2000 - i - 1))
        budget -= n
        if i % 2 == 0:
            wins = ladder(n, 0, n, rng.randint(0, n * (n - 1) // 4))
        else:
            wins = [rng.randint(0, n) for _ in range(n)]
        if i % 3 == 0 and n > 1:
            a, b = rng.sample(range(n), 2)
            if wins[a] > 0 and wins[b] < n:
                wins[a] -= 1
                wins[b] += 1
        clubs.append(shuffled(wins))
    return tables(clubs)


TESTS = {"10": possible_ladder, "11": possible_circle, "12": deep_contradiction, "13": many_clubs}

print(TESTS[name]())
