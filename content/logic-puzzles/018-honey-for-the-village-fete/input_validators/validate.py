from strict_input import Reader, run


def check(r: Reader) -> None:
    r.int(1, 1000, "q")
    r.space()
    s = r.int(1, 100, "s")
    r.newline()
    for _ in range(s):
        p = r.int(1, 10_000, "p")
        r.space()
        kind = r.word(r"PERCENT|FREE|BULK|COUPON", "the offer")
        r.space()
        if kind == "PERCENT":
            r.int(1, 99, "x")
        elif kind == "FREE":
            r.int(1, 100, "a")
            r.space()
            r.int(1, 100, "b")
        elif kind == "BULK":
            r.int(1, 1000, "m")
            r.space()
            r.int(1, p - 1, "c (below p)")
        else:
            t = r.int(1, 10**7, "t")
            r.space()
            r.int(1, t, "d (at most t)")
        r.newline()
    r.eof()


run(check)
