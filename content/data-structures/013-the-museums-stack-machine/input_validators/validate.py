from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 1000, "n")
    r.newline()
    pile = []
    faulty = False
    for i in range(n):
        if i:
            r.space()
        token = r.word(r"[-+*/]|0|[1-9][0-9]*", "a token")
        if token.isdigit():
            value = int(token)
            if value > 1_000_000:
                r.fail(f"the number {value} on the tape is above 1000000")
            pile.append(value)
            continue
        if faulty:
            continue
        if len(pile) < 2:
            faulty = True
            continue
        b = pile.pop()
        a = pile.pop()
        if token == "+":
            result = a + b
        elif token == "-":
            result = a - b
        elif token == "*":
            result = a * b
        elif b == 0:
            faulty = True
            continue
        else:
            result = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
        if not -10**18 <= result <= 10**18:
            r.fail(f"the result of token {i + 1} ({result}) lies outside [-10^18, 10^18]")
        pile.append(result)
    r.newline()
    r.eof()


run(check)
