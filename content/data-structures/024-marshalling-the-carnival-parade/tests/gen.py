import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(2400 + int(name))
N, Q = 100000, 200000


def radio(orders):
    return f"{N} {len(orders)}\n" + "\n".join(f"{a} {b}" for a, b in orders)


def random_order():
    a = rng.randint(1, N)
    b = 0 if rng.random() < 0.05 else rng.randint(1, N)
    while b == a:
        b = rng.randint(1, N)
    return a, b


def restless_marshal():
    # Random floats cut in behind random floats; now and then one goes to the front.
    return radio([random_order() for _ in range(Q)])


def crowding_the_back():
    # The floats that started at the back keep cutting in behind each other, so they stay at the back of
    # a long line; some orders change nothing because a already stands behind b.
    orders = []
    for _ in range(Q):
        a, b = rng.sample(range(N - 200, N + 1), 2)
        orders.append((a, b))
        if rng.random() < 0.1:
            orders.append((a, b))
    return radio(orders[:Q])


def turn_around():
    # Floats 2 to n go to the front one by one, which turns the whole parade around; then random orders.
    orders = [(x, 0) for x in range(2, N + 1)]
    orders += [random_order() for _ in range(Q - len(orders))]
    return radio(orders)


TESTS = {"09": restless_marshal, "10": crowding_the_back, "11": turn_around}

print(TESTS[name]())
