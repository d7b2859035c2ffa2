from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 100_000, "n")
    r.space()
    q = r.int(1, 100_000, "q")
    r.newline()
    r.ints(n, 1, n, "p_x")
    for _ in range(q):
        r.int(1, n, "x")
        r.space()
        r.int(0, 10**18, "k")
        r.newline()
    r.eof()


run(check)
