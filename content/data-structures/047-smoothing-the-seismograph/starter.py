import sys


def sum_of_medians(readings, k):
    # readings holds the seismograph's readings in order. For every window of k consecutive readings,
    # take its median (the ceil(k/2)-th smallest reading of the window, so the lower of the two middle
    # readings when k is even). Return the sum of the medians of all len(readings) - k + 1 windows.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    readings = [int(x) for x in data[2:2 + n]]
    print(sum_of_medians(readings, k))


main()
