import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
n = 200000


def night(patients):
    return f"{len(patients)}\n" + "\n".join(f"{a} {u} {d}" for a, u, d in patients)


def arrivals(start, gap):
    minute, result = start, []
    for _ in range(n):
        minute += rng.randint(0, gap)
        result.append(minute)
    return result


def overloaded():
    # Patients come faster than the doctor can treat them: the waiting room fills up.
    return night([(a, rng.randint(1, 100), rng.randint(1, 10000)) for a in arrivals(0, 2000)])


def everyone_at_once():
    # Everyone arrives at minute 0 with the same urgency: called strictly by number.
    return night([(0, 50, rng.randint(1, 10000)) for _ in range(n)])


def late_and_crowded():
    # Groups arriving together late in the night, a few urgency levels.
    return night([(a, rng.choice([1, 2, 3, 50, 100]), rng.randint(1, 10000))
                  for a in arrivals(10**9 - 400000000, 4000)])


def quiet_night():
    # The doctor is often idle; pairs of patients arrive together after a quiet spell.
    patients, minute = [], 0
    while len(patients) < n:
        minute += rng.randint(1, 3000)
        for _ in range(min(rng.choice([1, 2, 2, 3]), n - len(patients))):
            patients.append((minute, rng.randint(1, 100), rng.randint(1, 1000)))
    return night(patients)


TESTS = {"09": overloaded, "10": everyone_at_once, "11": late_and_crowded, "12": quiet_night}

print(TESTS[name]())
