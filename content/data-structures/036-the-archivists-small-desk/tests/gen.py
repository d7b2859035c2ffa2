import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
n = 200000


def archive(c, requests):
    return f"{c} {len(requests)}\n" + " ".join(map(str, requests))


def folders(count):
    return rng.sample(range(1, 10**9 + 1), count)


def random_requests():
    # A big desk and a pool of folders a little bigger than it: plenty of hits and misses.
    pool = folders(130000)
    return archive(100000, [rng.choice(pool) for _ in range(n)])


def cycle_one_too_many():
    # 100001 folders requested round and round on a desk for 100000: every request is a miss.
    pool = folders(100001)
    return archive(100000, [pool[i % len(pool)] for i in range(n)])


def single_place():
    pool = folders(3)
    return archive(1, [rng.choice(pool) for _ in range(n)])


def drifting_interest():
    # Visitors mostly ask for folders close to a slowly moving centre, sometimes for old favourites.
    pool = folders(150000)
    favourites = pool[:200]
    requests = []
    for i in range(n):
        if rng.random() < 0.2:
            requests.append(rng.choice(favourites))
        else:
            centre = 200 + (i * 149000) // n
            requests.append(pool[min(len(pool) - 1, centre + rng.randrange(60000))])
    return archive(50000, requests)


TESTS = {"09": random_requests, "10": cycle_one_too_many, "11": single_place, "12": drifting_interest}

print(TESTS[name]())
