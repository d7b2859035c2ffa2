import sys

# Marks every whole minute a sighting touches and checks that each minute from s to e is marked,
# so 20:40 and 20:41 look joined although a minute in between is unaccounted for.


def minutes(clock):
    hours, mins = clock.split(":")
    return int(hours) * 60 + int(mins)


def is_cleared(s, e, sightings):
    seen = [False] * 24 * 60
    for start, end in sightings:
        for t in range(start, end + 1):
            seen[t] = True
    return all(seen[t] for t in range(s, e + 1))


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
