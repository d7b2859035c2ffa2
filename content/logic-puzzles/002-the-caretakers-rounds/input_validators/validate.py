from strict_input import Reader, run


def check(r: Reader) -> None:
    r.int(1, 1000, "n")
    r.space()
    rounds = r.int(1, 1000, "r")
    r.newline()
    r.ints(rounds, 1, 1000, "k")
    r.eof()


run(check)
