from strict_input import Reader, run


def check(r: Reader) -> None:
    q = r.int(1, 1000, "q")
    r.newline()
    for _ in range(q):
        n = r.int(1, 60, "n")
        r.space()
        r.int(1, 2**n - 1, "k (at most 2^n − 1)")
        r.newline()
    r.eof()


run(check)
