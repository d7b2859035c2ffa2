import sys


def deduce(n, rows):
    # rows holds the corridor's two rows, strings of n characters: a digit for an uncovered cell, "?" for
    # a covered one. Return the two rows with every covered cell replaced by "*" (a mine in every layout),
    # "-" (safe in every layout) or "?" (it depends), or None when no layout fits the numbers.
    return rows


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    answer = deduce(n, data[1:3])
    print("IMPOSSIBLE" if answer is None else "\n".join(answer))


main()
