import sys


def critical_roads(n, roads):
    # Return the numbers (1-based, increasing) of the critical roads.
    # roads[i - 1] is the pair (u, v) of villages joined by road i; villages are numbered 1..n.
    return []


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    numbers = map(int, data[2:2 + 2 * m])
    roads = list(zip(numbers, numbers))
    critical = critical_roads(n, roads)
    print(len(critical))
    if critical:
        print(' '.join(map(str, critical)))


main()
