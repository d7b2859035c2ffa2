import random
import string
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
q = 200000


def names(count, shortest=1, longest=10):
    seen = set()
    while len(seen) < count:
        seen.add("".join(rng.choices(string.ascii_lowercase, k=rng.randint(shortest, longest))))
    result = sorted(seen)
    rng.shuffle(result)
    return result


def log(events):
    return f"{len(events)}\n" + "\n".join(events)


def question(people):
    if rng.random() < 0.5:
        return f"size {rng.choice(people)}"
    return f"ask {rng.choice(people)} {rng.choice(people)}"


def random_handshakes():
    people = names(200000, 5, 10)
    events = [f"join {rng.choice(people)} {rng.choice(people)}" for _ in range(q - 10000)]
    for _ in range(10000):
        events.insert(rng.randrange(len(events) + 1), question(people))
    return log(events)


def one_long_chain():
    # Each merchant shakes the next one's hand: one alliance of 190001, built as a long chain.
    people = names(190001, 6, 10)
    events = [f"join {people[i]} {people[i + 1]}" for i in range(190000)]
    events += [f"ask {people[0]} {people[-1]}"] * 5000 + [f"size {rng.choice(people)}" for _ in range(5000)]
    return log(events)


def handshakes_within_groups():
    # 100 fixed groups; most handshakes are between merchants already allied.
    people = names(50000, 3, 8)
    groups = [people[i::100] for i in range(100)]
    events = []
    for _ in range(q - 10000):
        group = rng.choice(groups)
        events.append(f"join {rng.choice(group)} {rng.choice(group)}")
    events += [question(people) for _ in range(10000)]
    return log(events)


def short_names():
    # Only 26 + 676 names: questions about merchants both known and never seen.
    people = names(702, 1, 2)
    events = [f"join {rng.choice(people)} {rng.choice(people)}" for _ in range(400)]
    events += [question(people) for _ in range(10000)]
    events += [f"join {rng.choice(people)} {rng.choice(people)}" for _ in range(q - len(events))]
    return log(events)


TESTS = {"09": random_handshakes, "10": one_long_chain, "11": handshakes_within_groups, "12": short_names}

print(TESTS[name]())
