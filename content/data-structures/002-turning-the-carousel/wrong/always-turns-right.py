import sys


def turn(horses, k):
    n = len(horses)
    right = abs(k) % n
    return horses[n - right:] + horses[:n - right]


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    horses = [int(v) for v in data[2:2 + n]]
    print(" ".join(map(str, turn(horses, k))))


main()
