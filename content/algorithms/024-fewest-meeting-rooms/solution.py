import sys


def fewest_rooms(meetings):
    starts = sorted(start for start, _ in meetings)
    ends = sorted(end for _, end in meetings)
    rooms = best = 0
    j = 0
    for start in starts:
        while ends[j] <= start:  # meetings over by now have freed their rooms
            j += 1
            rooms -= 1
        rooms += 1
        best = max(best, rooms)
    return best


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    meetings = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    print(fewest_rooms(meetings))


main()
