# Tries all 2^n settings of the switches and evaluates the formula for each: right, but hopeless once the
# lock has more than a few dozen switches.
import sys

MOD = 10**9 + 7
PRIORITY = {"|": 1, "^": 2, "&": 3, "!": 4}


def to_postfix(formula):
    out = []
    operators = []
    for c in formula:
        if c == "x":
            out.append("x")
        elif c == "!" or c == "(":
            operators.append(c)
        elif c == ")":
            while operators[-1] != "(":
                out.append(operators.pop())
            operators.pop()
        else:
            while operators and operators[-1] != "(" and PRIORITY[operators[-1]] >= PRIORITY[c]:
                out.append(operators.pop())
            operators.append(c)
    while operators:
        out.append(operators.pop())
    return out


def main():
    formula = sys.stdin.read().split()[0]
    postfix = to_postfix(formula)
    n = formula.count("x")
    count = 0
    for setting in range(1 << n):
        stack = []
        k = 0
        for token in postfix:
            if token == "x":
                stack.append(setting >> k & 1)
                k += 1
            elif token == "!":
                stack.append(1 - stack.pop())
            else:
                b = stack.pop()
                a = stack.pop()
                stack.append(a & b if token == "&" else a | b if token == "|" else a ^ b)
        count += stack[0]
    print(count % MOD)


main()
