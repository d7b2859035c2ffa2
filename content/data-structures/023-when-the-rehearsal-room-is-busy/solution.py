import sys


def busy_stretches(bookings):
    stretches = []
    for s, e in sorted(bookings):
        if stretches and s <= stretches[-1][1]:
            # joins the current stretch; a booking inside it must not shorten it
            if e > stretches[-1][1]:
                stretches[-1][1] = e
        else:
            stretches.append([s, e])
    return stretches


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    numbers = map(int, data[1:1 + 2 * n])
    bookings = list(zip(numbers, numbers))  # (s, e) pairs
    stretches = busy_stretches(bookings)
    lines = [str(len(stretches))] + [f"{s} {e}" for s, e in stretches]
    sys.stdout.write("\n".join(lines) + "\n")


main()
