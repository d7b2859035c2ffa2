from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(2, 30_000, "n")
    r.space()
    r.int(1, n * (n - 1) // 2, "k (at most n(n − 1)/2)")
    r.newline()
    r.ints(n, 0, 10**9, "a position")
    r.eof()


run(check)
