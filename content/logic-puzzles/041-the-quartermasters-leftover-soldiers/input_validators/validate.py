from math import lcm

from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 100_000, "n")
    r.newline()
    common = 1
    for _ in range(n):
        m = r.int(1, 10**9, "m")
        r.space()
        r.int(0, m - 1, "r (below m)")
        common = lcm(common, m)
        if common > 10**18:
            r.fail("the least common multiple of the row sizes so far exceeds 10^18")
        r.newline()
    r.eof()


run(check)
