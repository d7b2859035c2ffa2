import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(3000 + int(name))
N, Q = 200000, 50000


def valley(parent, water, questions):
    """parent[i] (i = 1..n-1) is a node with a smaller index, node 0 the great river; the nodes are then
    relabelled at random, so stream numbers say nothing about the map."""
    n = len(water)
    label = list(range(1, n + 1))
    rng.shuffle(label)
    downstream = [0] * (n + 1)
    flows = [0] * (n + 1)
    for node in range(n):
        downstream[label[node]] = 0 if node == 0 else label[parent[node]]
        flows[label[node]] = water[node]
    asked = [label[node] for node in questions]
    return "\n".join((f"{n} {len(asked)}", " ".join(map(str, downstream[1:])), " ".join(map(str, flows[1:])),
                      " ".join(map(str, asked))))


def random_valley():
    # A bushy valley: every stream flows into a random stream nearer the sea.
    parent = [0] + [rng.randrange(i) for i in range(1, N)]
    water = [rng.randint(0, 10**6) for _ in range(N)]
    return valley(parent, water, [rng.randrange(N) for _ in range(Q)])


def one_long_chain():
    # Every stream flows into the next: 200000 streams in a row, each near 10^6 litres, so the great river
    # carries about 2 * 10^11 litres per second.
    parent = [0] + list(range(N - 1))
    water = [rng.randint(999000, 10**6) for _ in range(N)]
    return valley(parent, water, [rng.randrange(N) for _ in range(Q)])


def chain_with_brooks():
    # A main chain of 100000 streams, each with a brook or two (some of them dry) flowing into it.
    chain = N // 2
    parent = [0] + list(range(chain - 1)) + [rng.randrange(chain) for _ in range(N - chain)]
    water = [rng.choice((0, rng.randint(0, 10**6))) for _ in range(N)]
    questions = [rng.randrange(chain) for _ in range(Q // 2)] + [rng.randrange(chain, N) for _ in range(Q // 2)]
    rng.shuffle(questions)
    return valley(parent, water, questions)


TESTS = {"09": random_valley, "10": one_long_chain, "11": chain_with_brooks}

print(TESTS[name]())
