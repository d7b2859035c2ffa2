from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.newline()
    r.ints(n, -10**9, 10**9, "a value")
    r.eof()


run(check)
