from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(2, 100_000, "n")
    r.space()
    r.int(2, n, "k")
    r.newline()
    r.ints(n, 0, 10**9, "a distance")
    r.eof()


run(check)
