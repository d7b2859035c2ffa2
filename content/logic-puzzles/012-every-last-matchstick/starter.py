import sys

STICKS = [6, 2, 5, 5, 4, 5, 6, 3, 7, 6]  # matchsticks needed by the digits 0..9


def extremes(m):
    # Return (largest, smallest) as strings of digits, using exactly m matchsticks each,
    # or None when no number can be made from exactly m matchsticks.
    return ("0", "0")


def main():
    m = int(sys.stdin.read().split()[0])
    answer = extremes(m)
    print("IMPOSSIBLE" if answer is None else answer[0] + "\n" + answer[1])


main()
