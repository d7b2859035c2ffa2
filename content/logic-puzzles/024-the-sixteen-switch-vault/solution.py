import sys

PRECEDENCE = {"!": 4, "&": 3, "^": 2, "|": 1}


def to_postfix(formula):
    """The formula's tokens in postfix order, by the shunting-yard method (no recursion)."""
    out, ops = [], []
    for ch in formula:
        if ch.isalpha():
            out.append(ch)
        elif ch == "!" or ch == "(":
            ops.append(ch)  # prefix operator or bracket: nothing to its left to finish yet
        elif ch == ")":
            while ops[-1] != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            while ops and ops[-1] != "(" and PRECEDENCE[ops[-1]] >= PRECEDENCE[ch]:
                out.append(ops.pop())
            ops.append(ch)
    while ops:
        out.append(ops.pop())
    return out


def opening_settings(n, formula):
    size = 1 << n  # setting number m has switch i up exactly when bit i of m is 1
    full = (1 << size) - 1
    # Bit m of pattern[i] is 1 exactly in the settings m where switch i is up.
    pattern = []
    for i in range(n):
        half = 1 << i
        x = ((1 << half) - 1) << half
        length = 2 * half
        while length < size:
            x |= x << length
            length *= 2
        pattern.append(x)
    # One pass over the postfix formula evaluates it in all 2^n settings at once.
    stack = []
    for token in to_postfix(formula):
        if token == "!":
            stack.append(stack.pop() ^ full)
        elif token in PRECEDENCE:
            right = stack.pop()
            left = stack.pop()
            if token == "&":
                stack.append(left & right)
            elif token == "^":
                stack.append(left ^ right)
            else:
                stack.append(left | right)
        else:
            stack.append(pattern[ord(token) - ord("a")])
    return bin(stack[0]).count("1")


def main():
    data = sys.stdin.read().split()
    print(opening_settings(int(data[0]), data[1]))


main()
