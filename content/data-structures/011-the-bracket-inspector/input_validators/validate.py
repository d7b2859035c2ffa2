from strict_input import Reader, run


def check(r: Reader) -> None:
    r.text(r"[!-~]{1,10000}", "the formula (1 to 10000 printable characters, no spaces)")
    r.eof()


run(check)
