# Adds up the days of every question from scratch: right, but up to n steps for each of q questions is
# billions of steps on the largest ledgers.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    profits = [int(x) for x in data[2:2 + n]]
    out = []
    for j in range(q):
        l, r = int(data[2 + n + 2 * j]), int(data[3 + n + 2 * j])
        total = 0
        for day in range(l - 1, r):
            total += profits[day]
        out.append(total)
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
