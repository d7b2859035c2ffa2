from strict_input import Invalid, Reader, run


def check(r: Reader) -> None:
    rows = r.int(1, 100, "R")
    r.space()
    cols = r.int(1, 100, "C")
    if rows * cols < 2:
        r.fail("R × C must be at least 2")
    r.newline()
    starts = ends = 0
    for _ in range(rows):
        line = r.line
        row = r.text(f"[#.SE]{{{cols}}}", f"a row ({cols} characters, each one of # . S E)")
        starts += row.count("S")
        ends += row.count("E")
        if starts > 1:
            raise Invalid(f"line {line}: a second S (there must be exactly one)")
        if ends > 1:
            raise Invalid(f"line {line}: a second E (there must be exactly one)")
    if starts != 1:
        r.fail("the maze has no S (there must be exactly one)")
    if ends != 1:
        r.fail("the maze has no E (there must be exactly one)")
    r.eof()


run(check)
