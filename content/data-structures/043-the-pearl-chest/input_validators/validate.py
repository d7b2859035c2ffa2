from strict_input import Reader, run


def check(r: Reader) -> None:
    q = r.int(1, 120_000, "q")
    r.newline()
    chest = {}
    questions = 0
    for _ in range(q):
        kind = r.word(r"[-+?]", "an event (+, - or ?)")
        r.space()
        if kind == "?":
            r.int(1, 120_000, "k")
            questions += 1
        else:
            x = r.int(1, 1_000_000, "x")
            if kind == "+":
                chest[x] = chest.get(x, 0) + 1
            elif chest.get(x, 0) == 0:
                r.fail(f"- {x} sells a pearl of size {x}, but the chest holds none")
            else:
                chest[x] -= 1
        r.newline()
    if questions == 0:
        r.fail("no event is a ?")
    r.eof()


run(check)
