from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.space()
    q = r.int(1, 60_000, "q")
    r.newline()
    r.ints(n, 1, 1_000_000, "a depth")
    questions = 0
    for _ in range(q):
        kind = r.word(r"[D?]", "an event (D or ?)")
        r.space()
        if kind == "D":
            r.int(1, n, "i")
            r.space()
            r.int(1, 1_000_000, "v")
        else:
            l = r.int(1, n, "l")
            r.space()
            r.int(l, n, "r (at least l)")
            questions += 1
        r.newline()
    if questions == 0:
        r.fail("no event is a ?")
    r.eof()


run(check)
