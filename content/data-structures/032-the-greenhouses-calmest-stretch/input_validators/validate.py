from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.space()
    r.int(0, 10**9, "d")
    r.newline()
    r.ints(n, -10**9, 10**9, "t[i]")
    r.eof()


run(check)
