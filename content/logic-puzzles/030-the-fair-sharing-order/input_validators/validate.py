from strict_input import Reader, run


def check(r: Reader) -> None:
    q = r.int(1, 3000, "q")
    r.newline()
    for _ in range(q):
        left = r.int(1, 10**18, "l")
        r.space()
        r.int(left, 10**18, "r (at least l)")
        r.newline()
    r.eof()


run(check)
