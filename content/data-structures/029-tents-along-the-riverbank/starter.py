import sys


def widest_spacing(pitches, k):
    # pitches: the n distances from the bridge, in no particular order.
    # Return the largest possible distance between the two closest of k tents on different pitches.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    pitches = [int(x) for x in data[2:2 + n]]
    print(widest_spacing(pitches, k))


main()
