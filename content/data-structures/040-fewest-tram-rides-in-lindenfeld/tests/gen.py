import random
import string
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def names(count):
    seen = set()
    while len(seen) < count:
        seen.add("".join(rng.choices(string.ascii_lowercase, k=rng.randint(3, 12))))
    result = sorted(seen)
    rng.shuffle(result)
    return result


def city(lines, start, goal):
    rng.shuffle(lines)
    return f"{len(lines)}\n" + "\n".join(f"{len(line)} " + " ".join(line) for line in lines) + f"\n{start} {goal}"


def one_giant_line():
    # A line with 100000 stops, and 50000 short lines hanging off it in chains: 200000 stops in all lines.
    stops = names(150000)
    giant = stops[:100000]
    lines = [giant]
    previous = rng.choice(giant)
    for i, stop in enumerate(stops[100000:]):
        if i % 20 == 0:
            previous = rng.choice(giant)
        lines.append([previous, stop])
        previous = stop
    return city(lines, stops[125019], stops[145039])


def long_chain():
    # Lines of two stops each, joined end to end: 99999 rides from one end to the other.
    stops = names(100000)
    lines = [[stops[i], stops[i + 1]] if rng.random() < 0.5 else [stops[i + 1], stops[i]] for i in range(99999)]
    return city(lines, stops[0], stops[-1])


def two_cities():
    # Two networks that never meet.
    stops = names(60000)
    west, east = stops[:30000], stops[30000:]
    lines = []
    for part in (west, east):
        total = 0
        while total < 99000:
            line = rng.sample(part, rng.randint(2, 40))
            lines.append(line)
            total += len(line)
    return city(lines, west[0], east[0])


def random_network():
    stops = names(40000)
    lines, total = [], 0
    while total < 199970:
        line = rng.sample(stops, rng.randint(2, 30))
        lines.append(line)
        total += len(line)
    return city(lines, stops[0], stops[1])


TESTS = {"09": one_giant_line, "10": long_chain, "11": two_cities, "12": random_network}

print(TESTS[name]())
