import re

from strict_input import Invalid, Reader, run

TOKEN = re.compile(r"[0-9]+|[-+*()]")


def check(r: Reader) -> None:
    line = r.line
    expression = r.text(r"[0-9+\-*()]{1,200000}",
                        "the expression (1 to 200000 characters, each a digit, + - * or a bracket)")

    def bad(at: int, why: str) -> None:
        raise Invalid(f"line {line}: the expression is not well formed at character {at + 1}: {why}")

    depth = 0
    after_operand = False  # the last token ends an operand: a number or a closing bracket
    for match in TOKEN.finditer(expression):
        token = match.group()
        at = match.start()
        if token[0].isdigit():
            if after_operand:
                bad(at, "a number right after an operand")
            if len(token) > 9:
                bad(at, f"a number has {len(token)} digits, more than 9")
            if len(token) > 1 and token[0] == "0":
                bad(at, f"the number {token[:20]} has a leading zero")
            after_operand = True
        elif token == "(":
            if after_operand:
                bad(at, "an opening bracket right after an operand")
            depth += 1
            if depth > 1000:
                bad(at, "brackets nested more than 1000 deep")
        elif token == ")":
            if not after_operand:
                bad(at, "a closing bracket where an operand is expected")
            if depth == 0:
                bad(at, "a closing bracket without its opening bracket")
            depth -= 1
        else:
            if not after_operand:
                bad(at, f"the operator {token} where an operand is expected")
            after_operand = False
    if not after_operand:
        bad(len(expression), "it ends where an operand is expected")
    if depth:
        bad(len(expression), f"{depth} bracket(s) left open")
    r.eof()


run(check)
