from strict_input import Invalid, Reader, run


def check(r: Reader) -> None:
    length = r.int(2, 10**9, "L")
    r.space()
    n = r.int(1, 200, "n")
    r.newline()
    line = r.line
    marks = r.ints(n, 1, length - 1, "a mark (strictly between 0 and L)")
    if len(set(marks)) != n:
        seen = set()
        for mark in marks:
            if mark in seen:
                raise Invalid(f"line {line}: the mark {mark} appears twice (the marks are distinct)")
            seen.add(mark)
    r.eof()


run(check)
