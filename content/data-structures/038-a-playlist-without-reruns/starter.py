import sys


def longest_fresh_run(songs):
    # songs holds the catalogue numbers in the order played. Return a pair (length, start): the length
    # of the longest run of consecutive plays with no song twice, and the position (from 1) where the
    # earliest such run begins.
    return 0, 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    songs = [int(x) for x in data[1:1 + n]]
    length, start = longest_fresh_run(songs)
    print(length, start)


main()
