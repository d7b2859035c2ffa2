from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 16, "n")
    r.newline()
    formula = r.text(r"[a-p!&^|()]{1,5000}", "the formula")
    letters = "abcdefghijklmnop"[:n]
    # Operator precedence does not change which strings are well formed: a formula is operands joined by
    # binary operators, an operand being any number of ! before a letter or a bracketed formula.
    depth = 0
    want_operand = True
    for position, char in enumerate(formula, 1):
        if want_operand:
            if char == "(":
                depth += 1
            elif char in letters:
                want_operand = False
            elif char != "!":
                what = "a letter beyond the first n" if char.isalpha() else repr(char)
                r.fail(f"the formula is not well formed: {what} at position {position}, where an operand belongs")
        elif char == ")":
            if depth == 0:
                r.fail(f"the formula is not well formed: unmatched ) at position {position}")
            depth -= 1
        elif char not in "&^|":
            r.fail(f"the formula is not well formed: {char!r} at position {position}, where an operator belongs")
        else:
            want_operand = True
    if want_operand or depth:
        r.fail("the formula is not well formed: it ends early (a missing operand or ))")
    r.eof()


run(check)
