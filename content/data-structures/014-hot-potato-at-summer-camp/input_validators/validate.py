from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 1000, "n")
    r.newline()
    if n == 1 and r.pos == len(r.data):
        return
    r.ints(n - 1, 0, 1000, "s_r")
    r.eof()


run(check)
