from strict_input import Reader, run


def check(r: Reader) -> None:
    lo = r.int(1, 499, "lo")
    r.space()
    r.int(lo + 1, 500, "hi (above lo)")
    r.space()
    d = r.int(0, 10, "d")
    r.newline()
    for _ in range(d):
        r.word(r"SAM|POLLY", "the speaker")
        r.space()
        r.word(r"KNOWS|DOES_NOT_KNOW|KNOWS_YOU_DO_NOT_KNOW", "the claim")
        r.newline()
    r.eof()


run(check)
