from math import factorial

from strict_input import Reader, run


def check(r: Reader) -> None:
    q = r.int(1, 100, "q")
    r.newline()
    for _ in range(q):
        n = r.int(1, 20, "n")
        r.space()
        r.int(1, factorial(n), "k (at most n!)")
        r.newline()
    r.eof()


run(check)
