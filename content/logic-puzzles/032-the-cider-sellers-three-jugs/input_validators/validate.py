from strict_input import Reader, run


def check(r: Reader) -> None:
    r.int(1, 100_000, "A")
    r.space()
    r.int(1, 100_000, "B")
    r.space()
    r.int(1, 100_000, "C")
    r.newline()
    q = r.int(1, 10_000, "q")
    r.newline()
    r.ints(q, 1, 100_000, "t")
    r.eof()


run(check)
