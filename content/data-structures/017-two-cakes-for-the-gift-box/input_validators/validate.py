from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 2000, "n")
    r.space()
    r.int(2, 2_000_000, "T")
    r.newline()
    r.ints(n, 1, 1_000_000, "a weight")
    r.eof()


run(check)
