import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
N = 200000
Q = 60000


def guild(shape, ask_share):
    """shape(i) gives the position (below i) of the mentor of the member at position i of the tree."""
    label = [1] + rng.sample(range(2, N + 1), N - 1)  # position -> member number, the head first
    parent = [0] * (N + 1)
    for i in range(1, N):
        parent[label[i]] = label[shape(i)]
    lines = [f"{N} {Q}", " ".join(str(rng.randint(0, 10**9)) for _ in range(N))]
    lines.append(" ".join(map(str, parent[2:])))
    for _ in range(Q):
        x = rng.randint(1, N)
        if rng.random() < ask_share:
            lines.append(f"? {x}")
        else:
            lines.append(f"S {x} {rng.randint(0, 10**9)}")
    return "\n".join(lines)


TESTS = {
    # nearly one long chain of mentors, with a few short side branches
    "09": lambda: guild(lambda i: i - 1 if rng.random() < 0.9 else max(0, i - rng.randint(2, 5)), 0.5),
    # a bushy but deep tree
    "10": lambda: guild(lambda i: rng.randint(max(0, i - 50), i - 1), 0.6),
}

print(TESTS[name]())
