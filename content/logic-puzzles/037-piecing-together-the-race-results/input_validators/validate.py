from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 10_000, "n")
    r.space()
    m = r.int(0, 200_000, "m")
    r.newline()
    for _ in range(m):
        a = r.int(1, n, "a")
        r.space()
        b = r.int(1, n, "b")
        if a == b:
            r.fail(f"a and b are the same runner, {a}")
        r.newline()
    r.eof()


run(check)
