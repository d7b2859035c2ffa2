from strict_input import Invalid, Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 80_000, "n")
    r.space()
    k = r.int(1, n, "k (at most n)")
    r.newline()
    r.ints(n, 0, 10**9, "a position")
    line = r.line
    flavours = r.ints(n, 1, k, "a flavour")
    present = set(flavours)
    if len(present) != k:
        missing = min(set(range(1, k + 1)) - present)
        raise Invalid(f"line {line}: flavour {missing} is sold by no stall (every flavour from 1 to k must appear)")
    r.eof()


run(check)
