from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 12, "n")
    r.space()
    r.int(1, n, "c")
    r.space()
    m = r.int(0, n * (n - 1) // 2, "m")
    r.newline()
    pairs = set()
    for _ in range(m):
        a = r.int(1, n, "a")
        r.space()
        b = r.int(1, n, "b")
        if a == b:
            r.fail(f"a and b are the same animal, {a}")
        pair = (min(a, b), max(a, b))
        if pair in pairs:
            r.fail(f"the pair {a} {b} is listed twice")
        pairs.add(pair)
        r.newline()
    r.eof()


run(check)
