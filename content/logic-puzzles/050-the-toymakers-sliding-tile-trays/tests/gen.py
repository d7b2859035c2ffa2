import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def tray(gap_last):
    tiles = list("12345678")
    rng.shuffle(tiles)
    if gap_last:
        return "".join(tiles) + "0"
    cells = tiles + ["0"]
    rng.shuffle(cells)
    return "".join(cells)


def inversions(cells):
    tiles = [c for c in cells if c != "0"]
    return sum(1 for i in range(8) for j in range(i + 1, 8) if tiles[i] > tiles[j])


def solvable(start, target):
    # Both parities of the tile order (read row by row, skipping the gap) must agree.
    return inversions(start) % 2 == inversions(target) % 2


def random_pairs(count):
    return [(tray(False), tray(True)) for _ in range(count)]


def solvable_pairs(count):
    """Only pairs that can be solved."""
    pairs = []
    while len(pairs) < count:
        start, target = tray(False), tray(True)
        if solvable(start, target):
            pairs.append((start, target))
    return pairs


def show(pairs):
    return f"{len(pairs)}\n" + "\n".join(f"{s} {t}" for s, t in pairs)


TESTS = {"09": lambda: random_pairs(5000), "10": lambda: solvable_pairs(5000)}

print(show(TESTS[name]()))
