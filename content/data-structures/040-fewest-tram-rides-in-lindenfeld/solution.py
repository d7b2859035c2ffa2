import sys


def fewest_rides(lines, start, goal):
    if start == goal:
        return 0
    number = {}  # stop name -> stop number
    stops_of = [[number.setdefault(name, len(number)) for name in line] for line in lines]
    if start not in number or goal not in number:
        return -1
    lines_at = [[] for _ in range(len(number))]  # the lines serving each stop
    for j, stops in enumerate(stops_of):
        for stop in stops:
            lines_at[stop].append(j)
    reached = [False] * len(number)
    ridden = [False] * len(stops_of)
    source, target = number[start], number[goal]
    reached[source] = True
    frontier = [source]
    rides = 0
    while frontier:
        rides += 1
        following = []
        for stop in frontier:
            for j in lines_at[stop]:
                if ridden[j]:
                    continue
                ridden[j] = True  # every stop of line j is reached now
                for other in stops_of[j]:
                    if not reached[other]:
                        reached[other] = True
                        following.append(other)
        if reached[target]:
            return rides
        frontier = following
    return -1


def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    pos = 1
    lines = []
    for _ in range(m):
        k = int(data[pos])
        lines.append(data[pos + 1:pos + 1 + k])
        pos += 1 + k
    print(fewest_rides(lines, data[pos], data[pos + 1]))


main()
