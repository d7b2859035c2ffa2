from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 36, "n")
    r.space()
    r.int(-4 * 10**10, 4 * 10**10, "T")
    r.newline()
    r.ints(n, -10**9, 10**9, "v_i")
    r.eof()


run(check)
