from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.space()
    q = r.int(1, 100_000, "q")
    r.newline()
    r.ints(n, 1, 10**9, "a flag code")
    for _ in range(q):
        l = r.int(1, n, "l")
        r.space()
        r.int(l, n, "r (at least l)")
        r.newline()
    r.eof()


run(check)
