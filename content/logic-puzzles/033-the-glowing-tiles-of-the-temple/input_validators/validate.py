from strict_input import Reader, run


def check(r: Reader) -> None:
    rows = r.int(1, 300, "R")
    r.space()
    columns = r.int(1, 10, "C")
    r.newline()
    for _ in range(rows):
        r.text(rf"[#.]{{{columns}}}", f"the row (C = {columns} characters # or .)")
    r.eof()


run(check)
