import sys


def fewest_soldiers(reports):
    # reports is a list of (m, r): in rows of m soldiers, r are left over.
    # Return the smallest number (0 or more) that fits every report, or None when no number does.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    reports = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    answer = fewest_soldiers(reports)
    print("IMPOSSIBLE" if answer is None else answer)


main()
