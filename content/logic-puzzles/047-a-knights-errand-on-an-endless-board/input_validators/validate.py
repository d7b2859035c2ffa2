from strict_input import Reader, run


def check(r: Reader) -> None:
    t = r.int(1, 5000, "t")
    r.newline()
    for _ in range(t):
        r.int(-10**9, 10**9, "x1")
        r.space()
        r.int(-10**9, 10**9, "y1")
        r.space()
        r.int(-10**9, 10**9, "x2")
        r.space()
        r.int(-10**9, 10**9, "y2")
        r.newline()
    r.eof()


run(check)
