from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.newline()
    for _ in range(n):
        r.int(1, 10**9, "w[i]")
        r.space()
        r.word(r"[EW]", "the direction (E or W)")
        r.newline()
    r.eof()


run(check)
