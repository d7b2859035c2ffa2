from strict_input import Reader, run


def check(r: Reader) -> None:
    r.text(r"0|[1-9][0-9]{0,99999}", "the starting number (1 to 100000 digits, no leading zeros)")
    r.eof()


run(check)
