from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 10_000, "n")
    r.space()
    q = r.int(1, 10**9, "q")
    r.newline()
    last = 0
    turns = 0
    for _ in range(n):
        arrival = r.int(last, 10**9, "a[i] (never below the previous arrival)")
        last = arrival
        r.space()
        need = r.int(1, 10**9, "d[i]")
        r.newline()
        turns += (need + q - 1) // q
    if turns > 10**6:
        r.fail(f"the number of turns in all, the sum of ceil(d[i] / q), is {turns}, above 10^6")
    r.eof()


run(check)
