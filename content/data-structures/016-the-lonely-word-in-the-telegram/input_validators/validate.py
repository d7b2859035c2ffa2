from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 2000, "n")
    r.newline()
    for i in range(n):
        if i:
            r.space()
        r.word(r"[a-z]{1,20}", "a word")
    r.newline()
    r.eof()


run(check)
