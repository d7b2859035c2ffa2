import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(2900 + int(name))
N = 100000


def campsite(k, pitches):
    rng.shuffle(pitches)
    return f"{len(pitches)} {k}\n" + " ".join(map(str, pitches))


def scattered_pitches():
    # Pitches anywhere along a billion metres; 1000 tents, so the answer is around a million.
    return campsite(1000, [rng.randint(0, 10**9) for _ in range(N)])


def two_tents():
    # Only two tents: they go to the two ends of the campsite, 10^9 metres apart.
    pitches = [rng.randint(1, 10**9 - 1) for _ in range(N - 2)] + [0, 10**9]
    return campsite(2, pitches)


def crowded_clusters():
    # 300 clusters of pitches with many repeated distances, and 50000 tents: the answer is small and the
    # greedy test must place many tents.
    centres = rng.sample(range(0, 10**9 - 10**5), 300)
    pitches = []
    for _ in range(N):
        centre = rng.choice(centres)
        pitches.append(centre + rng.randint(0, 2000) * 7)
    return campsite(50000, pitches)


TESTS = {"09": scattered_pitches, "10": two_tents, "11": crowded_clusters}

print(TESTS[name]())
