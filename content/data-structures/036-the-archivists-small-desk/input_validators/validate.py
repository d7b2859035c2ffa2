from strict_input import Reader, run


def check(r: Reader) -> None:
    r.int(1, 100_000, "c")
    r.space()
    n = r.int(1, 200_000, "n")
    r.newline()
    r.ints(n, 1, 10**9, "a folder number")
    r.eof()


run(check)
