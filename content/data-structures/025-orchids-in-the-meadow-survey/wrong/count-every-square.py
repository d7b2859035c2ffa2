# Adds up every square of every patch: right, but a patch can hold 250000 squares and there are up to
# 50000 questions.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    rows, q = int(data[0]), int(data[2])
    grid = [[digit - 48 for digit in data[3 + r]] for r in range(rows)]
    out = []
    for j in range(q):
        r1, c1, r2, c2 = (int(x) for x in data[3 + rows + 4 * j:7 + rows + 4 * j])
        total = 0
        for r in range(r1 - 1, r2):
            row = grid[r]
            for c in range(c1 - 1, c2):
                total += row[c]
        out.append(total)
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
