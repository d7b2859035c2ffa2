# Counts upwards through the numbers that fit the report with the biggest rows, checking every report for
# each, until one fits (or the pattern must have repeated). Right, but the answer can be near 10^18.
import sys
from math import gcd


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    reports = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    big, rest = max(reports)
    lcm = 1
    for m, _ in reports:
        lcm = lcm * m // gcd(lcm, m)
    x = rest
    while x < lcm:
        if all(x % m == r for m, r in reports):
            print(x)
            return
        x += big
    print("IMPOSSIBLE")


main()
