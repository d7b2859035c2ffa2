import sys


def run_tape(tokens):
    pile = []
    for token in tokens:
        if token in ("+", "-", "*", "/"):
            if len(pile) < 2:
                return "ERROR"
            b = pile.pop()
            a = pile.pop()
            if token == "+":
                pile.append(a + b)
            elif token == "-":
                pile.append(a - b)
            elif token == "*":
                pile.append(a * b)
            else:
                if b == 0:
                    return "ERROR"
                quotient = abs(a) // abs(b)
                pile.append(quotient if (a < 0) == (b < 0) else -quotient)
        else:
            pile.append(int(token))
    if len(pile) != 1:
        return "ERROR"
    return str(pile[0])


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    print(run_tape(data[1:1 + n]))


main()
