from strict_input import Reader, run


def check(r: Reader) -> None:
    rows = r.int(1, 500_000, "r")
    r.space()
    cols = r.int(1, 500_000 // rows, "c (r × c at most 500000)")
    r.space()
    k = r.int(1, 100_000, "k")
    r.space()
    q = r.int(1, 60_000, "q")
    r.newline()
    for i in range(k + q):
        r1 = r.int(1, rows, "r1")
        r.space()
        c1 = r.int(1, cols, "c1")
        r.space()
        r.int(r1, rows, "r2 (at least r1)")
        r.space()
        r.int(c1, cols, "c2 (at least c1)")
        if i < k:
            r.space()
            r.int(1, 1000, "h")
        r.newline()
    r.eof()


run(check)
