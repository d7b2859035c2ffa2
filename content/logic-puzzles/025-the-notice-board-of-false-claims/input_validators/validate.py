from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.newline()
    for _ in range(n):
        r.word(r"EXACTLY|ATLEAST|ATMOST", "the claim")
        r.space()
        r.int(0, n, "x")
        r.newline()
    r.eof()


run(check)
