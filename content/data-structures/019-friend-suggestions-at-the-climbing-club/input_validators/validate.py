from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 500, "n")
    r.space()
    m = r.int(0, 2000, "m")
    r.newline()
    friendships = set()
    for _ in range(m):
        a = r.int(1, n, "a")
        r.space()
        b = r.int(1, n, "b")
        r.newline()
        if a == b:
            r.fail(f"member {a} is listed as their own friend (a = b)")
        pair = (min(a, b), max(a, b))
        if pair in friendships:
            r.fail(f"the friendship of {a} and {b} is listed twice")
        friendships.add(pair)
    q = r.int(1, 20, "q")
    r.newline()
    for _ in range(q):
        r.int(1, n, "p")
        r.newline()
    r.eof()


run(check)
