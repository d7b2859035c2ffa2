from strict_input import Reader, run


def check(r: Reader) -> None:
    k = r.int(1, 100, "k")
    r.space()
    r.int(0, 10_000, "A")
    r.newline()
    r.ints(k, 1, 10_000, "a coin value")
    r.eof()


run(check)
