from strict_input import Reader, run

TOKEN = r"[pqr!&|^>=]"


def check(r: Reader) -> None:
    line = r.text(rf"{TOKEN}( {TOKEN})*", "the formula")
    tokens = line.split(" ")
    if not 1 <= len(tokens) <= 100:
        r.fail(f"the formula has {len(tokens)} tokens, outside [1, 100]")
    depth = 0
    for index, token in enumerate(tokens, 1):
        if token in "pqr":
            depth += 1
        elif token == "!":
            if depth < 1:
                r.fail(f"token {index} ('!') has no operand: the formula is not well formed")
        else:
            if depth < 2:
                r.fail(f"token {index} ({token!r}) lacks an operand: the formula is not well formed")
            depth -= 1
    if depth != 1:
        r.fail(f"the formula leaves {depth} values on the stack, not exactly one: it is not well formed")
    r.eof()


run(check)
