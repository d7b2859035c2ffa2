from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 5000, "n")
    r.newline()
    r.text(rf"[0-5?]{{{n}}}", f"the top row (n = {n} characters 0-5 or ?)")
    r.text(rf"[0-5?]{{{n}}}", f"the bottom row (n = {n} characters 0-5 or ?)")
    r.eof()


run(check)
