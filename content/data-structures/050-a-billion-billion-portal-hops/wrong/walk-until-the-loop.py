# For every question, hops room by room, noting when each room was reached, until it has hopped k times or
# comes back to a room it has seen (then the rest of the trip is whole laps of the loop). Right, but a
# single walk can take 10^5 hops before it closes the loop, and there are 10^5 questions.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    portal = [0] + list(map(int, data[2:2 + n]))
    out = []
    for i in range(q):
        x, k = int(data[2 + n + 2 * i]), int(data[3 + n + 2 * i])
        reached = {x: 0}
        route = [x]
        hops = 0
        while hops < k:
            x = portal[x]
            hops += 1
            if x in reached:
                first = reached[x]
                x = route[first + (k - first) % (hops - first)]
                break
            reached[x] = hops
            route.append(x)
        out.append(x)
    print("\n".join(map(str, out)))


main()
