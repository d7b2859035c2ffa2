import sys


def minutes(clock):
    hours, mins = clock.split(":")
    return int(hours) * 60 + int(mins)


def is_cleared(s, e, sightings):
    # s and e are minutes since midnight; sightings is a list of (start, end) pairs in minutes.
    # Return True when the sightings together cover every moment from s to e, both ends included.
    return True


def main():
    data = sys.stdin.read().split()
    s, e = minutes(data[0]), minutes(data[1])
    n = int(data[2])
    pos = 3
    suspects = []
    for _ in range(n):
        name, m = data[pos], int(data[pos + 1])
        pos += 2
        sightings = []
        for _ in range(m):
            a, b = data[pos].split("-")
            sightings.append((minutes(a), minutes(b)))
            pos += 1
        suspects.append((name, sightings))
    free = [name for name, sightings in suspects if not is_cleared(s, e, sightings)]
    print(" ".join(free) if free else "NONE")


main()
