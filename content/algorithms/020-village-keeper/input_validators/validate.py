from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 50_000, "n")
    r.space()
    m = r.int(0, 100_000, "m")
    r.newline()
    seen = set()
    for _ in range(m):
        a = r.int(1, n, "a")
        r.space()
        b = r.int(1, n, "b")
        if a == b:
            r.fail(f"villager {a} trusts themselves (a = b)")
        if (a, b) in seen:
            r.fail(f"the statement {a} {b} appears twice")
        seen.add((a, b))
        r.newline()
    r.eof()


run(check)
