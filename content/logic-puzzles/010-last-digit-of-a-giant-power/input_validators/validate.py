from strict_input import Reader, run


def check(r: Reader) -> None:
    q = r.int(1, 100, "q")
    r.newline()
    for _ in range(q):
        r.word(r"0|[1-9][0-9]{0,99}", "a")
        r.space()
        r.word(r"[1-9][0-9]{0,99}", "b")
        r.newline()
    r.eof()


run(check)
