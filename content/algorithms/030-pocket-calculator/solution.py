import sys

MOD = 1_000_000_007


def evaluate(expression):
    text = expression + "$"  # sentinel: never a digit or an operator
    pos = 0

    def parse_expression():
        nonlocal pos
        value = parse_term()
        while text[pos] in "+-":
            operator = text[pos]
            pos += 1
            right = parse_term()
            value = (value + right) % MOD if operator == "+" else (value - right) % MOD
        return value

    def parse_term():
        nonlocal pos
        value = parse_factor()
        while text[pos] == "*":
            pos += 1
            value = value * parse_factor() % MOD
        return value

    def parse_factor():
        nonlocal pos
        if text[pos] == "(":
            pos += 1  # skip "("
            value = parse_expression()
            pos += 1  # skip ")"
            return value
        start = pos
        while text[pos].isdigit():
            pos += 1
        return int(text[start:pos]) % MOD

    return parse_expression()


def main():
    sys.setrecursionlimit(10000)  # three calls per bracket level, at most 1000 levels
    expression = sys.stdin.read().split()[0]
    print(evaluate(expression))


main()
