from strict_input import Reader, run


def check(r: Reader) -> None:
    q = r.int(1, 500, "q")
    r.newline()
    for _ in range(q):
        d = r.int(2, 6, "d")
        if d % 2:
            r.fail(f"d = {d} is not 2, 4 or 6")
        r.space()
        r.word(rf"[0-9]{{{d}}}", f"x (exactly {d} digits)")
        r.space()
        r.int(0, 10**18, "n")
        r.newline()
    r.eof()


run(check)
