import sys

OPERATORS = {
    "&": lambda a, b: a and b,
    "|": lambda a, b: a or b,
    "^": lambda a, b: a != b,
    ">": lambda a, b: (not a) or b,
    "=": lambda a, b: a == b,
}


def evaluate(tokens, p, q, r):
    stack = []
    for token in tokens:
        if token in ("p", "q", "r"):
            stack.append({"p": p, "q": q, "r": r}[token])
        elif token == "!":
            stack.append(not stack.pop())
        else:
            right = stack.pop()
            left = stack.pop()
            stack.append(OPERATORS[token](left, right))
    return stack[-1]


def main():
    tokens = sys.stdin.read().split()
    results = [evaluate(tokens, bool(i & 4), bool(i & 2), bool(i & 1)) for i in range(8)]
    print("".join("T" if value else "F" for value in results))
    print("ALWAYS" if all(results) else "NEVER" if not any(results) else "SOMETIMES")


main()
