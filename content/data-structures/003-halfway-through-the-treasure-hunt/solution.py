import sys


def middle_card(following, start):
    slow = fast = start
    while fast != 0 and following[fast] != 0:
        slow = following[slow]
        fast = following[following[fast]]
    return slow


def main():
    data = sys.stdin.read().split()
    n, start = int(data[0]), int(data[1])
    following = [0] + [int(v) for v in data[2:2 + n]]
    print(middle_card(following, start))


main()
