from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(2, 1000, "n")
    r.space()
    m = r.int(0, 100_000, "m")
    r.space()
    q = r.int(1, 100_000, "q")
    r.newline()
    for _ in range(m):
        u = r.int(1, n, "u")
        r.space()
        v = r.int(1, n, "v")
        if u == v:
            r.fail(f"a flight joins airport {u} to itself (u = v)")
        r.newline()
    for _ in range(q):
        r.int(1, n, "a")
        r.space()
        r.int(1, n, "b")
        r.newline()
    r.eof()


run(check)
