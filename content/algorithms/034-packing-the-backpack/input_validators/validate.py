from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 100, "n")
    r.space()
    r.int(1, 10_000, "W")
    r.newline()
    for _ in range(n):
        r.int(1, 10_000, "w[i]")
        r.space()
        r.int(0, 10**9, "v[i]")
        r.newline()
    r.eof()


run(check)
