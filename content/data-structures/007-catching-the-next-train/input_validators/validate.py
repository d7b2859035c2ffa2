from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.space()
    q = r.int(1, 100_000, "q")
    r.newline()
    departures = r.ints(n, 0, 10**9, "a departure minute")
    for i in range(1, n):
        if departures[i] < departures[i - 1]:
            r.fail(f"the departure minutes are not in non-decreasing order (train {i + 1})")
    r.ints(q, 0, 10**9, "an arrival minute")
    r.eof()


run(check)
