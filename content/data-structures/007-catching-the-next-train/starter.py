import sys


def first_at_or_after(departures, minute):
    # departures is sorted. Return the index (from 0) of the first departure >= minute,
    # or len(departures) when there is none.
    return len(departures)


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    departures = [int(x) for x in data[2:2 + n]]
    lines = []
    for token in data[2 + n:2 + n + q]:
        index = first_at_or_after(departures, int(token))
        lines.append("NONE" if index == n else str(index + 1))
    sys.stdout.write("\n".join(lines) + "\n")


main()
