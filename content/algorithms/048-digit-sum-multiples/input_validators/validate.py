from strict_input import Reader, run


def check(r: Reader) -> None:
    low = r.int(1, 10**18, "L")
    r.space()
    r.int(low, 10**18, "R (at least L)")
    r.space()
    r.int(1, 200, "K")
    r.newline()
    r.eof()


run(check)
