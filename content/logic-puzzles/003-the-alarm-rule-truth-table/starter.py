import sys


def evaluate(tokens, p, q, r):
    # Return the formula's value (True or False) when the sensors are p, q and r.
    return False


def main():
    tokens = sys.stdin.read().split()
    results = [evaluate(tokens, bool(i & 4), bool(i & 2), bool(i & 1)) for i in range(8)]
    print("".join("T" if value else "F" for value in results))
    print("ALWAYS" if all(results) else "NEVER" if not any(results) else "SOMETIMES")


main()
