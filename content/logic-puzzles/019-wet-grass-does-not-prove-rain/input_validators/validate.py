from strict_input import Reader, run

WORD = r"[a-z_]{1,20}"
LITERAL = rf"(NOT )?{WORD}"


def check(r: Reader) -> None:
    rules = r.int(0, 30, "r")
    r.space()
    f = r.int(0, 12, "f")
    r.space()
    q = r.int(1, 12, "q")
    r.newline()
    words = {}

    def literal(text: str) -> tuple:
        """(bit of the word, value the literal asks for)"""
        negated = text.startswith("NOT ")
        word = text[4:] if negated else text
        if word not in words:
            if len(words) == 12:
                r.fail("more than 12 different words appear in the input")
            words[word] = 1 << len(words)
        return words[word], not negated

    implications = []
    for _ in range(rules):
        line = r.text(rf"IF {LITERAL} THEN {LITERAL}", "the rule")
        a, b = line[3:].split(" THEN ")
        implications.append((literal(a), literal(b)))
    facts = []
    for _ in range(f):
        facts.append(literal(r.text(LITERAL, "the fact")))
    for _ in range(q):
        literal(r.text(WORD, "the question word"))

    def holds(world: int, lit: tuple) -> bool:
        return bool(world & lit[0]) == lit[1]

    for world in range(1 << len(words)):
        if all(holds(world, fact) for fact in facts) and all(
            not holds(world, a) or holds(world, b) for a, b in implications
        ):
            break
    else:
        r.fail("there is no possible world: the rules and facts contradict each other")
    r.eof()


run(check)
