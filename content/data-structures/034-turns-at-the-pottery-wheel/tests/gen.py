import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
n = 10000


def studio(q, students):
    return f"{len(students)} {q}\n" + "\n".join(f"{a} {d}" for a, d in students)


def arrivals(gap):
    minute, result = 0, []
    for _ in range(n):
        minute += rng.randint(0, gap)
        result.append(minute)
    return result


def giant_pots():
    # Pots of up to a billion minutes, turns of ten million: 100 turns each at most.
    return studio(10**7, [(a, rng.randint(1, 10**9)) for a in arrivals(100000)])


def one_minute_turns():
    # Turns of a single minute: about a million turns, every one of them a trip to the back of the line.
    return studio(1, [(a, rng.randint(1, 190)) for a in arrivals(20)])


def arrivals_on_the_bell():
    # Everyone walks in on a multiple of the turn length, exactly when turns end.
    minute, students = 0, []
    for _ in range(n):
        minute += 10 * rng.randint(0, 3)
        students.append((minute, 10 * rng.randint(1, 9) - rng.randint(0, 1) * rng.randint(0, 9)))
    return studio(10, students)


def quiet_studio():
    # Long empty spells; arrivals spread up to a billion minutes.
    return studio(1000, [(a, rng.randint(1, 100000)) for a in arrivals(200000)])


TESTS = {"09": giant_pots, "10": one_minute_turns, "11": arrivals_on_the_bell, "12": quiet_studio}

print(TESTS[name]())
