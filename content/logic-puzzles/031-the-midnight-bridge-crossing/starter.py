import sys


def fewest_minutes(times):
    # Return the fewest total minutes after which every hiker is on the far side.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    times = [int(x) for x in data[1:1 + n]]
    print(fewest_minutes(times))


main()
