from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 200_000, "n")
    r.newline()
    bookings = []
    for _ in range(n):
        s = r.int(0, 10**9 - 1, "s")
        r.space()
        e = r.int(s + 1, 10**9, "e (above s)")
        r.newline()
        bookings.append((s, e))
    r.eof()
    bookings.sort()
    stretches = 0
    end = -1
    for s, e in bookings:
        if s > end:
            stretches += 1
        end = max(end, e)
    if stretches > 2000:
        r.fail(f"the bookings form {stretches} busy stretches, more than 2000")


run(check)
