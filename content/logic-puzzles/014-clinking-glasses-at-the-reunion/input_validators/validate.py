from strict_input import Reader, run


def check(r: Reader) -> None:
    q = r.int(1, 100, "q")
    r.newline()
    for _ in range(q):
        r.int(1, 10**9, "K")
        r.newline()
    r.eof()


run(check)
