from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 4000, "n")
    r.newline()
    r.ints(n, 0, 10**9, "a number")
    r.eof()


run(check)
