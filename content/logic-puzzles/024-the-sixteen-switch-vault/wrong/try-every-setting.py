# Converts the formula to postfix once, then evaluates it separately for every one of the 2^n settings:
# right, but 65536 settings times 5000 tokens is far too slow.
import sys

PRECEDENCE = {"!": 4, "&": 3, "^": 2, "|": 1}


def to_postfix(formula):
    out, ops = [], []
    for ch in formula:
        if ch.isalpha():
            out.append(ch)
        elif ch == "!" or ch == "(":
            ops.append(ch)
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


def main():
    data = sys.stdin.read().split()
    n, formula = int(data[0]), data[1]
    postfix = to_postfix(formula)
    count = 0
    for m in range(1 << n):
        stack = []
        for token in postfix:
            if token == "!":
                stack.append(not stack.pop())
            elif token == "&":
                right, left = stack.pop(), stack.pop()
                stack.append(left and right)
            elif token == "^":
                right, left = stack.pop(), stack.pop()
                stack.append(left != right)
            elif token == "|":
                right, left = stack.pop(), stack.pop()
                stack.append(left or right)
            else:
                stack.append(bool(m >> (ord(token) - 97) & 1))
        if stack[0]:
            count += 1
    print(count)


main()
