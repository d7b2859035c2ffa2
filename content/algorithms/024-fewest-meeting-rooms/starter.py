import sys


def fewest_rooms(meetings):
    # meetings is a list of (start, end) pairs; a meeting uses its room from start up to, not including, end.
    # Return the smallest number of rooms that hosts all meetings without clashes.
    return -1


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    meetings = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    print(fewest_rooms(meetings))


main()
