from strict_input import Reader, run


def check(r: Reader) -> None:
    t = r.int(1, 1000, "t")
    r.newline()
    for _ in range(t):
        r.int(0, 10**9, "a")
        r.space()
        r.int(0, 10**18, "b")
        r.space()
        r.int(1, 10**9, "m")
        r.newline()
    r.eof()


run(check)
