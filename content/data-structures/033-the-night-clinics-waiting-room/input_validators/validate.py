from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.newline()
    last = 0
    for _ in range(n):
        arrival = r.int(last, 10**9, "a[i] (never below the previous arrival)")
        last = arrival
        r.space()
        r.int(1, 100, "u[i]")
        r.space()
        r.int(1, 10_000, "d[i]")
        r.newline()
    r.eof()


run(check)
