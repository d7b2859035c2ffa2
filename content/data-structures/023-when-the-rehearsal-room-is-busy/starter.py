import sys


def busy_stretches(bookings):
    # bookings is a list of (s, e) pairs in no particular order.
    # Return the busy stretches as a list of [start, end] pairs, from the earliest to the latest.
    return []


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    numbers = map(int, data[1:1 + 2 * n])
    bookings = list(zip(numbers, numbers))  # (s, e) pairs
    stretches = busy_stretches(bookings)
    lines = [str(len(stretches))] + [f"{s} {e}" for s, e in stretches]
    sys.stdout.write("\n".join(lines) + "\n")


main()
