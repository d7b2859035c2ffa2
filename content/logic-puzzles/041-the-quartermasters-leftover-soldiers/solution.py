import sys
from math import gcd


def fewest_soldiers(reports):
    # Merge the reports one by one. After some of them, the numbers that fit are exactly those that leave
    # remainder a when divided by M (M = the least common multiple of their row sizes).
    a, M = 0, 1
    for m, r in reports:
        g = gcd(M, m)
        if (r - a) % g != 0:
            return None  # the two conditions disagree on the remainder modulo g
        # a + M*k leaves remainder r modulo m  <=>  (M/g)*k = (r-a)/g  (modulo m/g), and M/g, m/g share
        # no factor, so M/g has an inverse modulo m/g.
        step = m // g
        k = (r - a) // g % step * pow(M // g % step, -1, step) % step if step > 1 else 0
        a += M * k
        M *= step
    return a


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    reports = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    answer = fewest_soldiers(reports)
    print("IMPOSSIBLE" if answer is None else answer)


main()
