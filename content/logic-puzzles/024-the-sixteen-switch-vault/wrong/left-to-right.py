# Fast bitwise evaluation, but ignores precedence: it applies &, ^ and | strictly from left to right, so
# a|b&c is read as (a|b)&c.
import sys


def main():
    data = sys.stdin.read().split()
    n, formula = int(data[0]), data[1]
    size = 1 << n
    full = (1 << size) - 1
    pattern = []
    for i in range(n):
        x = 0
        for m in range(size):
            if m >> i & 1:
                x |= 1 << m
        pattern.append(x)
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
            while ops and ops[-1] != "(":
                out.append(ops.pop())
            ops.append(ch)
    while ops:
        out.append(ops.pop())
    stack = []
    for token in out:
        if token == "!":
            stack.append(stack.pop() ^ full)
        elif token in "&^|":
            right, left = stack.pop(), stack.pop()
            stack.append(left & right if token == "&" else left ^ right if token == "^" else left | right)
        else:
            stack.append(pattern[ord(token) - 97])
    print(bin(stack[0]).count("1"))


main()
