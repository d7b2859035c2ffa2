from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 1000, "n")
    r.space()
    k = r.int(0, 500, "k")
    r.newline()
    r.ints(k, 1, n, "a run length")
    r.text(rf"[#.?]{{{n}}}", f"the row (n = {n} characters #, . or ?)")
    r.eof()


run(check)
