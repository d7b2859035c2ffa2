from strict_input import Reader, run


def check(r: Reader) -> None:
    q = r.int(1, 1000, "q")
    r.newline()
    for _ in range(q):
        command = r.word(r"TYPE|ERASE|UNDO|REDO", "a command")
        if command == "TYPE":
            r.space()
            r.word(r"[a-z]{1,10}", "a word")
        elif command == "ERASE":
            r.space()
            r.int(1, 1000, "k")
        r.newline()
    r.eof()


run(check)
