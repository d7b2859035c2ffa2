import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def hikers(times):
    return f"{len(times)}\n" + " ".join(map(str, times))


def random_party():
    return hikers([rng.randint(1, 10**9) for _ in range(200000)])


def spread_out():
    # Times from 1 to 10^9 spread evenly on a log scale, so the better plan changes along the way.
    times = [int(10 ** rng.uniform(0, 9)) for _ in range(199999)]
    return hikers(times)


def slow_party():
    # Everyone is slow but two quick guides: the answer is far beyond 2^31.
    times = [10**9] * 199998 + [1, 2]
    rng.shuffle(times)
    return hikers(times)


TESTS = {"10": random_party, "11": spread_out, "12": slow_party}

print(TESTS[name]())
