from strict_input import Reader, run


def check(r: Reader) -> None:
    r.int(1, 10**18, "N")
    r.space()
    k = r.int(1, 15, "k")
    r.newline()
    r.ints(k, 1, 10**9, "a[i]")
    r.eof()


run(check)
