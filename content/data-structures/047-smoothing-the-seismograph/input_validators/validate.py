from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.space()
    r.int(1, n, "k")
    r.newline()
    r.ints(n, -10**9, 10**9, "a reading")
    r.eof()


run(check)
