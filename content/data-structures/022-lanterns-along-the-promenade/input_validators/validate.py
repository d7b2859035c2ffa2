from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.space()
    m = r.int(1, 200_000, "m")
    r.newline()
    for _ in range(m):
        l = r.int(1, n, "l")
        r.space()
        r.int(l, n, "r (at least l)")
        r.space()
        r.int(1, 100_000, "c")
        r.newline()
    r.eof()


run(check)
