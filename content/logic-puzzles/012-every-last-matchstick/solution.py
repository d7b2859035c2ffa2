import sys

STICKS = [6, 2, 5, 5, 4, 5, 6, 3, 7, 6]


def build(m, digits, choices):
    # Picks, from the left, the first digit in `choices` that leaves a workable count for the rest.
    out = []
    left = m
    for i in range(digits):
        rest = digits - i - 1
        for d in choices:
            if d == 0 and i == 0 and digits > 1:
                continue
            after = left - STICKS[d]
            if 2 * rest <= after <= 7 * rest:
                out.append(str(d))
                left = after
                break
    return "".join(out)


def extremes(m):
    if m < 2:
        return None
    largest = build(m, m // 2, range(9, -1, -1))
    smallest = build(m, (m + 6) // 7, range(10))
    return largest, smallest


def main():
    m = int(sys.stdin.read().split()[0])
    answer = extremes(m)
    print("IMPOSSIBLE" if answer is None else answer[0] + "\n" + answer[1])


main()
