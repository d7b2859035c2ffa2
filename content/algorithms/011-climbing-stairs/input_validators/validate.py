from strict_input import Reader, run


def check(r: Reader) -> None:
    r.int(1, 80, "n")
    r.newline()
    r.eof()


run(check)
