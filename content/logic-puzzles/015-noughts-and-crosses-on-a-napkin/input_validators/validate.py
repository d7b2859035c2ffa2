from strict_input import Reader, run


def check(r: Reader) -> None:
    t = r.int(1, 100, "t")
    r.newline()
    for _ in range(3 * t):
        r.text(r"[XO.]{3}", "the grid line")
    r.eof()


run(check)
