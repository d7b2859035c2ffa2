from strict_input import Reader, run

CLUE_WORDS = {"WEST-OF", "NEXT-TO", "IN", "NOT-IN"}


def check(r: Reader) -> None:
    n = r.int(1, 12, "n")
    r.space()
    m = r.int(0, 100, "m")
    r.newline()
    names = set()
    for index in range(n):
        if index:
            r.space()
        name = r.word(r"[A-Za-z]{1,10}", "a name")
        if name in CLUE_WORDS:
            r.fail(f"the name {name} is a word of a clue")
        if name in names:
            r.fail(f"the name {name} appears twice")
        names.add(name)
    r.newline()
    for _ in range(m):
        x = r.word(r"[A-Za-z]{1,10}", "X")
        if x not in names:
            r.fail(f"X = {x} is not one of the villagers")
        r.space()
        form = r.word(r"WEST-OF|NEXT-TO|IN|NOT-IN", "the clue's form")
        r.space()
        if form in ("IN", "NOT-IN"):
            r.int(1, n, "k")
        else:
            y = r.word(r"[A-Za-z]{1,10}", "Y")
            if y not in names:
                r.fail(f"Y = {y} is not one of the villagers")
            if y == x:
                r.fail(f"X and Y are the same villager, {x}")
        r.newline()
    r.eof()


run(check)
