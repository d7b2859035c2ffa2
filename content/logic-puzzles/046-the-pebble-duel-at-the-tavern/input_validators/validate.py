from strict_input import Reader, run


def check(r: Reader) -> None:
    k = r.int(1, 16, "k")
    r.space()
    moves = r.ints(k, 1, 16, "an allowed move")
    if len(set(moves)) != k:
        r.fail("the allowed moves are not distinct")
    q = r.int(1, 10_000, "q")
    r.newline()
    piles = 0
    for _ in range(q):
        m = r.int(1, 200_000, "m")
        piles += m
        if piles > 200_000:
            r.fail(f"the duels hold {piles} piles so far, more than 200000")
        r.space()
        r.ints(m, 0, 10**18, "a pile size")
    r.eof()


run(check)
