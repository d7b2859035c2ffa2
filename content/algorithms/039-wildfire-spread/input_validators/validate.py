from strict_input import Reader, run


def check(r: Reader) -> None:
    rows = r.int(1, 500, "R")
    r.space()
    cols = r.int(1, 500, "C")
    r.newline()
    for _ in range(rows):
        r.text(f"[.#F]{{{cols}}}", f"a row ({cols} characters, each one of . # F)")
    r.eof()


run(check)
