from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 2000, "n")
    r.space()
    r.int(1, n, "m")
    r.newline()
    books = r.ints(n, -10**9, 10**9, "a catalogue number")
    for i in range(1, n):
        if books[i] < books[i - 1]:
            r.fail(f"the catalogue numbers are not in non-decreasing order (position {i + 1})")
    r.eof()


run(check)
