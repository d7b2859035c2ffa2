from strict_input import Reader, run


def check(r: Reader) -> None:
    rows = r.int(1, 500, "R")
    r.space()
    cols = r.int(1, 500, "C")
    r.space()
    q = r.int(1, 50_000, "q")
    r.newline()
    for _ in range(rows):
        r.text(f"[0-9]{{{cols}}}", f"a row of the grid (C = {cols} digits)")
    for _ in range(q):
        r1 = r.int(1, rows, "r1")
        r.space()
        c1 = r.int(1, cols, "c1")
        r.space()
        r.int(r1, rows, "r2 (at least r1)")
        r.space()
        r.int(c1, cols, "c2 (at least c1)")
        r.newline()
    r.eof()


run(check)
