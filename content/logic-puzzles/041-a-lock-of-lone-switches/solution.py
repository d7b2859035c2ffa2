import sys

MOD = 10**9 + 7
PRIORITY = {"|": 1, "^": 2, "&": 3, "!": 4}


def count_openings(formula):
    # Every sub-formula is kept as (t, f): how many settings of its own switches make it true / false.
    values = []
    operators = []

    def apply(op):
        if op == "!":
            t, f = values.pop()
            values.append((f, t))
            return
        tb, fb = values.pop()
        ta, fa = values.pop()
        if op == "&":
            t = ta * tb % MOD
            f = ((ta + fa) * (tb + fb) - t) % MOD
        elif op == "|":
            f = fa * fb % MOD
            t = ((ta + fa) * (tb + fb) - f) % MOD
        else:
            t = (ta * fb + fa * tb) % MOD
            f = (ta * tb + fa * fb) % MOD
        values.append((t, f))

    for c in formula:
        if c == "x":
            values.append((1, 1))
        elif c == "!" or c == "(":
            operators.append(c)
        elif c == ")":
            while operators[-1] != "(":
                apply(operators.pop())
            operators.pop()
        else:
            p = PRIORITY[c]
            while operators and operators[-1] != "(" and PRIORITY[operators[-1]] >= p:
                apply(operators.pop())
            operators.append(c)
    while operators:
        apply(operators.pop())
    return values[0][0]


def main():
    formula = sys.stdin.read().split()[0]
    print(count_openings(formula))


main()
