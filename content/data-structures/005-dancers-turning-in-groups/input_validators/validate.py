from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 2000, "n")
    r.space()
    r.int(1, n, "k")
    r.newline()
    r.ints(n, 1, 10**6, "a dancer's number")
    r.eof()


run(check)
