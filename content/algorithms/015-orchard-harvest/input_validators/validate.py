from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 100_000, "n")
    r.newline()
    r.ints(n, 0, 10**9, "a[i]")
    r.eof()


run(check)
