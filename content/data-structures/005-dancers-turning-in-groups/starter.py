import sys


def turn_groups(dancers, k):
    # Return the line after every full group of k dancers, from the front, is reversed.
    return dancers


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    dancers = [int(v) for v in data[2:2 + n]]
    print(" ".join(map(str, turn_groups(dancers, k))))


main()
