from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 100_000, "n")
    r.space()
    m = r.int(0, 100_000, "m")
    r.newline()
    for _ in range(m):
        r.int(1, n, "u[i]")
        r.space()
        r.int(1, n, "v[i]")
        r.space()
        r.int(1, 10**6, "w[i]")
        r.newline()
    r.eof()


run(check)
