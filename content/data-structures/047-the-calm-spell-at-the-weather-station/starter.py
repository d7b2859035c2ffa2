import sys


def calmest_spell(d, readings):
    # Return (length, start): the length of the longest run of consecutive readings whose highest and
    # lowest differ by at most d, and the 1-based position where the earliest such run starts.
    return 0, 0


def main():
    data = sys.stdin.buffer.read().split()
    n, d = int(data[0]), int(data[1])
    readings = list(map(int, data[2:2 + n]))
    length, start = calmest_spell(d, readings)
    print(length, start)


main()
