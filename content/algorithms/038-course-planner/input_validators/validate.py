from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 100_000, "n")
    r.space()
    m = r.int(0, 100_000, "m")
    r.newline()
    for _ in range(m):
        a = r.int(1, n, "a")
        r.space()
        b = r.int(1, n, "b")
        if a == b:
            r.fail(f"a rule has course {a} before itself (a = b)")
        r.newline()
    r.eof()


run(check)
