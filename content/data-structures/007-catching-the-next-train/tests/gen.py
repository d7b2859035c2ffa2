import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(7000 + int(name))


def line(values):
    return " ".join(map(str, values))


def busy_day():
    # Many repeated minutes, travellers anywhere from before the first train to after the last.
    n, q = 200000, 100000
    departures = sorted(rng.randint(0, 10**6) for _ in range(n))
    arrivals = [rng.randint(0, 10**6 + 10) for _ in range(q)]
    return f"{n} {q}\n{line(departures)}\n{line(arrivals)}"


def wide_day():
    # Distinct minutes up to 10^9; arrivals hit exact departures and the gaps between them.
    n, q = 200000, 100000
    departures = sorted(rng.sample(range(10**9 + 1), n))
    arrivals = [rng.choice(departures) + rng.randint(-1, 1) for _ in range(q)]
    arrivals = [min(max(a, 0), 10**9) for a in arrivals]
    return f"{n} {q}\n{line(departures)}\n{line(arrivals)}"


TESTS = {"09": busy_day, "10": wide_day}

print(TESTS[name]())
