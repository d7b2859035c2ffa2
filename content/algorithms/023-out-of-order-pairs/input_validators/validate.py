from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 150_000, "n")
    r.newline()
    r.ints(n, 0, 10**6, "a play count")
    r.eof()


run(check)
