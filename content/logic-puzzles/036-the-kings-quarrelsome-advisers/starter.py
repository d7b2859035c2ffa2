import sys


def possible_liars(n, claims):
    # claims[i] is (a, b): adviser i says there are at least a and at most b liars.
    # Return (smallest, largest) possible number of liars, or None for a paradox.
    return None


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    claims = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    answer = possible_liars(n, claims)
    print("PARADOX" if answer is None else f"{answer[0]} {answer[1]}")


main()
