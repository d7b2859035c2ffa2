from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.space()
    q = r.int(1, 100_000, "q")
    r.newline()
    r.ints(n, 0, 10**9, "a weight")
    for _ in range(q):
        a = r.int(0, 10**9, "a")
        r.space()
        r.int(a, 10**9, "b (at least a)")
        r.newline()
    r.eof()


run(check)
