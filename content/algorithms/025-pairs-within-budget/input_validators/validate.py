from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.space()
    r.int(1, 2 * 10**9, "B")
    r.newline()
    r.ints(n, 1, 10**9, "a price")
    r.eof()


run(check)
