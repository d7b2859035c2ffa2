from strict_input import Reader, run


def check(r: Reader) -> None:
    rows = r.int(1, 100, "R")
    r.space()
    cols = r.int(1, 100, "C")
    r.newline()
    for _ in range(rows):
        r.text(f"[#.]{{{cols}}}", f"a row ({cols} characters, each # or .)")
    r.eof()


run(check)
