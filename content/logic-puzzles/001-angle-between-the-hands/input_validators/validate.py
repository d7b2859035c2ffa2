from strict_input import Reader, run


def check(r: Reader) -> None:
    r.text(r"([01][0-9]|2[0-3]):[0-5][0-9]", "the time hh:mm")
    r.eof()


run(check)
