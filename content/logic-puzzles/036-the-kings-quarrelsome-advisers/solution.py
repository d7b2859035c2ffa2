import sys


def possible_liars(n, claims):
    # With L liars, the honest advisers are exactly those whose range holds L, so L is possible
    # when n - L ranges hold it. Count, for every L at once, the ranges that hold it.
    change = [0] * (n + 2)
    for a, b in claims:
        change[a] += 1
        change[b + 1] -= 1
    smallest = largest = None
    holding = 0
    for liars in range(n + 1):
        holding += change[liars]
        if holding == n - liars:
            if smallest is None:
                smallest = liars
            largest = liars
    return None if smallest is None else (smallest, largest)


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    claims = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    answer = possible_liars(n, claims)
    print("PARADOX" if answer is None else f"{answer[0]} {answer[1]}")


main()
