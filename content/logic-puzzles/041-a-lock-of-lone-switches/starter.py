import sys

MOD = 10**9 + 7


def count_openings(formula):
    # formula is a string of the characters x ! & ^ | ( ), each x a different switch.
    # Return how many ON/OFF settings of the switches make the formula true, modulo 1000000007.
    return 0


def main():
    formula = sys.stdin.read().split()[0]
    print(count_openings(formula))


main()
