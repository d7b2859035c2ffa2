from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.newline()
    r.ints(n, 1, 10**9, "a catalogue number")
    r.eof()


run(check)
