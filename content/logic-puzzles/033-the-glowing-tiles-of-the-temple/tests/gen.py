import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def floor(rows):
    return f"{len(rows)} {len(rows[0])}\n" + "\n".join(rows)


def after_steps(height, width, density):
    """A glowing floor after stepping on random tiles: stepping on the same tiles again makes it glow."""
    dark = [[False] * width for _ in range(height)]
    for r in range(height):
        for c in range(width):
            if rng.random() < density:
                for y, x in ((r, c), (r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if 0 <= y < height and 0 <= x < width:
                        dark[y][x] = not dark[y][x]
    return floor(["".join("." if d else "#" for d in row) for row in dark])


def random_floor(height, width):
    return floor(["".join(rng.choice(".#") for _ in range(width)) for _ in range(height)])


TESTS = {
    "11": lambda: after_steps(300, 10, 0.5),
    # With 278 rows of 10, 1024 different sets of steps have the same effect: only one is the smallest.
    "12": lambda: after_steps(278, 10, 0.3),
    # ... and most floors of that size cannot be made to glow at all.
    "13": lambda: random_floor(278, 10),
}

print(TESTS[name]())
