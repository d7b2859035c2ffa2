from strict_input import Reader, run


def check(r: Reader) -> None:
    tables = r.int(1, 2000, "T")
    r.newline()
    players = 0
    for _ in range(tables):
        n = r.int(1, 200_000, "n")
        players += n
        if players > 200_000:
            r.fail(f"the n of all tables add up to {players}, more than 200000")
        r.newline()
        r.ints(n, 0, n, "a reported number of wins")
    r.eof()


run(check)
