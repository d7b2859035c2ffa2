from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 500, "n")
    r.newline()
    numbers = r.ints(n, -10**9, 10**9, "a catalogue number")
    if len(set(numbers)) != n:
        r.fail("the catalogue numbers are not all distinct")
    r.eof()


run(check)
