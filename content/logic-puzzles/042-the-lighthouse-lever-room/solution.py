import sys

MOD = 10**9 + 7


def lever_plans(n, m, lamps, levers):
    # One equation per lamp, over the levers x_0..x_{n-1} (1 = pulled), counted modulo 2: the levers that
    # toggle the lamp must be pulled an odd number of times in all exactly when the lamp starts lit.
    # Equation j is kept as one integer: bit i for lever i, and bit n for the right-hand side.
    columns = list(zip(*levers)) if n > 0 else [()] * m
    equations = []
    for j in range(m):
        bits = "".join(columns[j])[::-1]
        value = int(bits, 2) if bits else 0
        if lamps[j] == "1":
            value |= 1 << n
        equations.append(value)

    # Gauss-Jordan elimination: every pivot lever ends up in exactly one equation.
    pivot_rows = []  # (lever, equation)
    rows = equations
    for i in range(n):
        bit = 1 << i
        for r in range(len(rows)):
            if rows[r] & bit:
                pivot = rows[r]
                rows[r] = rows[-1]
                rows.pop()
                break
        else:
            continue
        rows = [row ^ pivot if row & bit else row for row in rows]
        pivot_rows = [(lever, row ^ pivot if row & bit else row) for lever, row in pivot_rows]
        pivot_rows.append((i, pivot))
    if any(rows):  # an equation 0 = 1 is left: no plan works
        return 0, None
    rank = len(pivot_rows)
    pattern = ["?"] * n
    for lever, row in pivot_rows:
        if row & ((1 << n) - 1) == 1 << lever:  # no free lever in its equation: it is fixed
            pattern[lever] = "1" if row >> n & 1 else "0"
    return pow(2, n - rank, MOD), "".join(pattern)


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    lamps = data[2]
    levers = data[3:3 + n]
    count, pattern = lever_plans(n, m, lamps, levers)
    print(count if count == 0 else f"{count}\n{pattern}")


main()
