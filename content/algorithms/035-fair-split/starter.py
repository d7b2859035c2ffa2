import sys


def fairest_split(a):
    # Return the smallest possible difference between the two shares when the worths a are split in two.
    return -1


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    print(fairest_split(a))


main()
