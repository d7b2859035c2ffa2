from strict_input import Reader, run


def check(r: Reader) -> None:
    letters = r.word(r"[a-z]{1,10}", "the letters (1 to 10 lowercase letters)")
    if len(set(letters)) != len(letters):
        r.fail(f"the letters {letters!r} are not distinct")
    r.newline()
    r.eof()


run(check)
