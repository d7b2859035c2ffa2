from strict_input import Reader, run


def check(r: Reader) -> None:
    for _ in range(9):
        r.text(r"[1-9.]{9}", "the grid row")
    r.eof()


run(check)
