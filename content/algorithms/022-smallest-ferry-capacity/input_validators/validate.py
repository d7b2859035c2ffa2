from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 100_000, "n")
    r.space()
    r.int(1, n, "d")
    r.newline()
    r.ints(n, 1, 10**9, "a weight")
    r.eof()


run(check)
