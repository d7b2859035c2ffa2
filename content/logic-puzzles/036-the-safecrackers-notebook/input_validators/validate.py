from strict_input import Reader, run


def check(r: Reader) -> None:
    length = r.int(1, 10, "L")
    r.space()
    d = r.int(2, 10, "D")
    r.space()
    g = r.int(1, 10, "g")
    r.newline()
    for _ in range(g):
        r.word(rf"[0-{d - 1}]{{{length}}}", f"the try ({length} digits from 0 to {d - 1})")
        r.space()
        r.int(0, length, "the number of clicks")
        r.newline()
    r.eof()


run(check)
