from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(3, 50_000, "n")
    r.space()
    r.int(0, 10**18, "t")
    r.newline()
    r.text(rf"[01]{{{n}}}", f"the lanterns (n = {n} characters 0 or 1)")
    r.eof()


run(check)
