import sys


def turn(horses, k):
    # Return the horses on seats 1 to n after turning the carousel k steps (right when k > 0, left when k < 0).
    return horses


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    horses = [int(v) for v in data[2:2 + n]]
    print(" ".join(map(str, turn(horses, k))))


main()
