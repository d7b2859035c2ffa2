from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(2, 100_000, "n")
    r.space()
    q = r.int(1, 200_000, "q")
    r.newline()
    for _ in range(q):
        a = r.int(1, n, "a")
        r.space()
        b = r.int(0, n, "b")
        r.newline()
        if a == b:
            r.fail(f"an order moves float {a} behind itself (a = b)")
    r.eof()


run(check)
