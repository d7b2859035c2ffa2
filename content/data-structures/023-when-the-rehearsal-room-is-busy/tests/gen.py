import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(2300 + int(name))
N = 200000


def book(bookings):
    rng.shuffle(bookings)
    return f"{len(bookings)}\n" + "\n".join(f"{s} {e}" for s, e in bookings)


def clusters(count, width):
    """N bookings grouped into `count` busy periods spread over the day, each `width` minutes wide."""
    step = 10**9 // count
    periods = []
    bookings = []
    for c in range(count):
        base = c * step + rng.randint(0, step - width - 10)
        periods.append(base)
        # a chain of overlapping bookings covering base .. base + width exactly
        covered = base
        while covered < base + width:
            length = min(rng.randint(1, width // 4), base + width - covered)
            bookings.append((covered - rng.randint(0, min(length, covered - base)), covered + length))
            covered += length
    while len(bookings) < N:
        # more bookings inside a random period: overlapping, nested, some touching its ends
        base = rng.choice(periods)
        s = rng.randint(base, base + width - 1)
        bookings.append((s, rng.randint(s + 1, min(s + width // 3, base + width))))
    return bookings


def busy_week():
    # 1500 separate busy periods made of overlapping, nested and touching bookings.
    return book(clusters(1500, 200000))


def touching_chains():
    # 1000 periods, each a chain of bookings that only touch end to start, plus bookings nested inside
    # long ones; between periods the room is free for exactly one minute.
    bookings = []
    time = 0
    for _ in range(1000):
        start = time
        for _ in range(150):
            length = rng.randint(1, 3000)
            bookings.append((time, time + length))
            time += length
        for _ in range(49):
            s = rng.randint(start, time - 1)
            bookings.append((s, rng.randint(s + 1, time)))
        bookings.append((start, time))
        time += 1
    return book(bookings)


def one_long_day():
    # Long bookings overlapping their neighbours all merge into one stretch; only a tiny booking at the very
    # start stands apart.
    bookings = []
    for i in range(N - 1):
        s = i * 5000 + rng.randint(0, 100)
        bookings.append((s, min(s + rng.randint(5100, 400000), 10**9)))
    bookings.append((0, 1))
    return book(bookings)


TESTS = {"09": busy_week, "10": touching_chains, "11": one_long_day}

print(TESTS[name]())
