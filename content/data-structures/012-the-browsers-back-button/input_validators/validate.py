from strict_input import Reader, run


def check(r: Reader) -> None:
    q = r.int(1, 1000, "q")
    r.newline()
    for _ in range(q):
        command = r.word(r"OPEN|BACK|FORWARD", "a command")
        if command == "OPEN":
            r.space()
            r.word(r"[a-z0-9.]{1,20}", "a page name")
        r.newline()
    r.eof()


run(check)
