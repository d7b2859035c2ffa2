from strict_input import Reader, run


def check(r: Reader) -> None:
    q = r.int(1, 100, "q")
    r.newline()
    for _ in range(q):
        # N ≤ 5 × 10^11 < 2^39 keeps every answer below 3^39 < 2^63, as the statement promises.
        r.int(1, 5 * 10**11, "N")
        r.newline()
    r.eof()


run(check)
