import sys


def calmest_stretch(t, d):
    # t holds the readings in order. Return a pair (length, start): the length of the longest run of
    # consecutive readings whose highest and lowest differ by at most d, and the hour (from 1) where the
    # earliest such run starts.
    return 0, 0


def main():
    data = sys.stdin.buffer.read().split()
    n, d = int(data[0]), int(data[1])
    t = [int(x) for x in data[2:2 + n]]
    length, start = calmest_stretch(t, d)
    print(length, start)


main()
