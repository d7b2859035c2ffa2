from strict_input import Reader, run

NAME = r"[a-z]{1,12}"


def check(r: Reader) -> None:
    m = r.int(1, 100_000, "m")
    r.newline()
    total = 0
    for _ in range(m):
        k = r.int(2, 200_000 - total, "k (the sum of k over all lines is at most 200000)")
        total += k
        stops = set()
        for _ in range(k):
            r.space()
            stop = r.word(NAME, "a stop name")
            if stop in stops:
                r.fail(f"the stop {stop!r} appears twice on one line")
            stops.add(stop)
        r.newline()
    r.word(NAME, "S")
    r.space()
    r.word(NAME, "T")
    r.newline()
    r.eof()


run(check)
