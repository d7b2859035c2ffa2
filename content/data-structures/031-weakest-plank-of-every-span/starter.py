import sys


def sum_of_weakest(s):
    # s holds the strengths of the planks in order. Return the sum, over every span of one or more
    # consecutive planks, of the smallest strength in that span.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    s = [int(x) for x in data[1:1 + n]]
    print(sum_of_weakest(s))


main()
