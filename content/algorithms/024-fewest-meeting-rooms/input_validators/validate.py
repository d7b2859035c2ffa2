from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 100_000, "n")
    r.newline()
    for _ in range(n):
        s = r.int(0, 86_399, "s_i")
        r.space()
        r.int(s + 1, 86_400, "e_i (above s_i)")
        r.newline()
    r.eof()


run(check)
