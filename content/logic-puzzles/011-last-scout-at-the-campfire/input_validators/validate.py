from strict_input import Reader, run


def check(r: Reader) -> None:
    r.int(1, 1000, "n")
    r.space()
    r.int(1, 1000, "k")
    r.newline()
    r.eof()


run(check)
