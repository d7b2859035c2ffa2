from strict_input import Reader, run


def check(r: Reader) -> None:
    r.text(r"[a-z]{1,1000}", "s (1 to 1000 lowercase letters)")
    r.text(r"[a-z]{1,1000}", "t (1 to 1000 lowercase letters)")
    r.eof()


run(check)
