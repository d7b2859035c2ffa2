import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def dance(n, m, leave_share, front_share):
    present = list(range(1, n + 1))  # the dancers still in the line, in no particular order
    lines = [f"{n} {m}"]
    for i in range(m):
        roll = rng.random()
        if i == m - 1 or roll < 0.4 or len(present) < 2 and roll < 0.4 + leave_share:
            lines.append(f"? {rng.choice(present)}")
        elif roll < 0.4 + leave_share and len(present) > 1:
            j = rng.randrange(len(present))
            present[j], present[-1] = present[-1], present[j]
            lines.append(f"L {present.pop()}")
        elif len(present) > 1:
            x = rng.choice(present)
            y = 0 if rng.random() < front_share else rng.choice(present)
            while y == x:
                y = rng.choice(present)
            lines.append(f"M {x} {y}")
        else:
            lines.append(f"M {present[0]} 0")
    return "\n".join(lines)


TESTS = {"09": lambda: dance(100000, 100000, 0.05, 0.05), "10": lambda: dance(100000, 100000, 0.3, 0.2)}

print(TESTS[name]())
