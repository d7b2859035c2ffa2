import sys


def lucky_stretches(k, amounts):
    # Return how many stretches of one or more consecutive days have amounts adding up to exactly k.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    amounts = list(map(int, data[2:2 + n]))
    print(lucky_stretches(k, amounts))


main()
