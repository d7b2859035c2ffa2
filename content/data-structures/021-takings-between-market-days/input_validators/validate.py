from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.space()
    q = r.int(1, 50_000, "q")
    r.newline()
    r.ints(n, -10**6, 10**6, "a daily profit")
    for _ in range(q):
        l = r.int(1, n, "l")
        r.space()
        r.int(l, n, "r (at least l)")
        r.newline()
    r.eof()


run(check)
