import sys


def first_at_or_after(departures, minute):
    low, high = 0, len(departures)
    while low < high:
        middle = (low + high) // 2
        if departures[middle] < minute:
            low = middle + 1
        else:
            high = middle
    return low


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
