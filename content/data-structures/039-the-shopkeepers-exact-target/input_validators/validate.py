from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.space()
    r.int(-10**14, 10**14, "k")
    r.newline()
    r.ints(n, -10**9, 10**9, "a daily result")
    r.eof()


run(check)
