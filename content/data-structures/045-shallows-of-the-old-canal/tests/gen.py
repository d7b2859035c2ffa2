import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
N = 200000
Q = 60000


def canal(deepest, ask_share):
    lines = [f"{N} {Q}", " ".join(str(rng.randint(1, deepest)) for _ in range(N))]
    for _ in range(Q):
        if rng.random() < ask_share:
            # mostly long stretches
            left = rng.randint(1, N // 10)
            right = rng.randint(N - N // 10, N) if rng.random() < 0.8 else rng.randint(left, N)
            lines.append(f"? {left} {right}")
        else:
            lines.append(f"D {rng.randint(1, N)} {rng.randint(1, deepest)}")
    return "\n".join(lines)


# 09: depths up to a million; 10: only a few different depths, so the shallowest is shared by many sections
TESTS = {"09": lambda: canal(1000000, 0.6), "10": lambda: canal(5, 0.5)}

print(TESTS[name]())
