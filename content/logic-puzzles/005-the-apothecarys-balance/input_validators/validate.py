from strict_input import Reader, run


def check(r: Reader) -> None:
    r.int(1, 10_000, "x")
    r.space()
    n = r.int(1, 10, "n")
    r.newline()
    r.ints(n, 1, 1000, "a weight")
    r.eof()


run(check)
