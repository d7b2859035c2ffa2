import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def ledger(n, weighings):
    lines = [f"{n} {len(weighings)}"]
    for left, right, result in weighings:
        lines.append(f"{len(left)} {' '.join(map(str, left))} {' '.join(map(str, right))} {result}")
    return "\n".join(lines)


def honest(left, right, fake, extra):
    """The scale's true answer when coin fake weighs extra (+1 heavier, -1 lighter) more than the others."""
    difference = extra if fake in left else -extra if fake in right else 0
    return ">" if difference > 0 else "<" if difference < 0 else "="


def pairs(n, count, fake, extra):
    """count weighings of one coin against another, the fake among them three times."""
    weighings = []
    for i in range(count):
        a, b = rng.randint(1, n), rng.randint(1, n - 1)
        b += b >= a  # a different coin
        if i % (count // 3) == count // 3 - 1 and fake not in (a, b):
            a = fake
        if rng.random() < 0.5:
            a, b = b, a
        weighings.append(([a], [b], honest([a], [b], fake, extra)))
    return weighings


def track_down(n, fake, extra):
    """Weighings that narrow the suspicions down by about a third each time, until one is left."""
    suspects = {(coin, sign) for coin in range(1, n + 1) for sign in (1, -1)}
    genuine = []
    weighings = []
    while len(suspects) > 1:
        coins = sorted({coin for coin, _ in suspects})
        rng.shuffle(coins)
        third = len(coins) // 3
        if third == 0:  # one or two coins left: weigh one of them against a genuine coin
            left, right = coins[:1], []
        else:
            left, right = coins[:third], coins[third:2 * third]
        while len(right) < len(left):  # fill up the right pan with coins known to be genuine
            right.append(genuine.pop())
        result = honest(left, right, fake, extra)
        weighings.append((left, right, result))
        on_left, on_right = set(left), set(right)
        if result == "=":
            kept = {(c, s) for c, s in suspects if c not in on_left and c not in on_right}
        else:
            heavier = on_left if result == ">" else on_right
            lighter = on_right if result == ">" else on_left
            kept = {(c, s) for c, s in suspects if (s == 1 and c in heavier) or (s == -1 and c in lighter)}
        kept_coins = {c for c, _ in kept}
        genuine += [c for c in coins if c not in kept_coins]
        suspects = kept
    return weighings


def many_pairs():
    return ledger(200000, pairs(200000, 100000, rng.randint(1, 200000), -1))


def unique_fake():
    n = 200000
    return ledger(n, track_down(n, rng.randint(1, n), -1))


def one_slip():
    n = 200000
    weighings = track_down(n, rng.randint(1, n), 1)
    left, right, result = weighings[len(weighings) // 2]
    weighings[len(weighings) // 2] = (left, right, "<" if result != "<" else ">")
    return ledger(n, weighings)


def never_weighed():
    # 99999 balanced pairs cover every coin but one.
    n = 199999
    coins = list(range(1, n + 1))
    rng.shuffle(coins)
    return ledger(n, [([coins[2 * i]], [coins[2 * i + 1]], "=") for i in range(99999)])


TESTS = {"10": many_pairs, "11": unique_fake, "12": one_slip, "13": never_weighed}

print(TESTS[name]())
