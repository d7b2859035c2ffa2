import sys


def evaluate(expression):
    # Return the value of the expression (a string such as "2*(3+4)-5") modulo 1000000007,
    # as a number from 0 to 1000000006.
    return -1


def main():
    expression = sys.stdin.read().split()[0]
    print(evaluate(expression))


main()
