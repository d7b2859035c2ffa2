# Applies every operator from left to right, brackets aside, as a simple calculator does: it forgets that
# * comes before + and -.
import sys

MOD = 1_000_000_007


def main():
    text = sys.stdin.read().split()[0] + "$"
    values, operators = [0], ["+"]
    number = None
    for ch in text:
        if ch.isdigit():
            number = (number or 0) * 10 + int(ch)
            continue
        if number is not None:
            values.append(number % MOD)
            number = None
        if ch == "(":
            operators.append("(")
            values.append(0)
            operators.append("+")
        elif ch in "+-*)$":
            right = values.pop()
            left = values.pop()
            operator = operators.pop()
            if operator == "+":
                values.append((left + right) % MOD)
            elif operator == "-":
                values.append((left - right) % MOD)
            else:
                values.append(left * right % MOD)
            if ch == ")":
                operators.pop()  # the "("
                number = values.pop()
            elif ch != "$":
                operators.append(ch)
    print(values[-1])


main()
