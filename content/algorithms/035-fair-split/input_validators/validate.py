from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200, "n")
    r.newline()
    r.ints(n, 1, 1000, "a[i]")
    r.eof()


run(check)
