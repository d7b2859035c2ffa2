from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 100_000, "n")
    r.space()
    m = r.int(1, 100_000, "m")
    r.newline()
    in_line = [False] + [True] * n
    questions = 0
    for _ in range(m):
        kind = r.word(r"[ML?]", "an event (M, L or ?)")
        r.space()
        x = r.int(1, n, "x")
        if not in_line[x]:
            r.fail(f"dancer x = {x} is not in the line at that moment")
        if kind == "M":
            r.space()
            y = r.int(0, n, "y")
            if y == x:
                r.fail(f"y = x = {x}")
            if y and not in_line[y]:
                r.fail(f"dancer y = {y} is not in the line at that moment")
        elif kind == "L":
            in_line[x] = False
        else:
            questions += 1
        r.newline()
    if questions == 0:
        r.fail("no event is a ?")
    r.eof()


run(check)
