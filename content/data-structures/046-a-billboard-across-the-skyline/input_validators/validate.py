from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.newline()
    for _ in range(n):
        r.int(1, 10_000, "w_i")
        r.space()
        r.int(1, 10**9, "h_i")
        r.newline()
    r.eof()


run(check)
