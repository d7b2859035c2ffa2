from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 1000, "n")
    r.space()
    m = r.int(0, 2000, "m")
    r.newline()
    for _ in range(m):
        a = r.int(1, n, "a")
        r.space()
        b = r.int(1, n, "b")
        r.newline()
        if a == b:
            r.fail(f"a road joins village {a} to itself (a = b)")
    r.eof()


run(check)
