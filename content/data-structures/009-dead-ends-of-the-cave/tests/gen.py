import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(9000 + int(name))


def big_cave():
    # A random tree of 100000 rooms, rooms relabelled and tunnel ends listed in either order.
    n = 100000
    labels = list(range(2, n + 1))
    rng.shuffle(labels)
    labels = [1] + labels
    tunnels = []
    for i in range(1, n):
        parent = labels[rng.randrange(max(0, i - 20), i)]
        pair = [parent, labels[i]]
        rng.shuffle(pair)
        tunnels.append(pair)
    rng.shuffle(tunnels)
    return f"{n}\n" + "\n".join(f"{a} {b}" for a, b in tunnels)


TESTS = {"10": big_cave}

print(TESTS[name]())
