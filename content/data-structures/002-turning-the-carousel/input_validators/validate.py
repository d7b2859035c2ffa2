from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 1000, "n")
    r.space()
    r.int(-10**9, 10**9, "k")
    r.newline()
    r.ints(n, 1, 10**6, "a horse number")
    r.eof()


run(check)
