import sys


def fewest_rides(lines, start, goal):
    # lines is a list of tram lines, each a list of stop names. Return the fewest rides from stop start
    # to stop goal: 0 when they are the same stop, -1 when goal cannot be reached.
    return 0


def main():
    data = sys.stdin.read().split()
    m = int(data[0])
    pos = 1
    lines = []
    for _ in range(m):
        k = int(data[pos])
        lines.append(data[pos + 1:pos + 1 + k])
        pos += 1 + k
    print(fewest_rides(lines, data[pos], data[pos + 1]))


main()
