import sys


def middle_card(following, start):
    # following[i] is the card that card i names next (0 for none); following[0] is unused.
    # Return the middle card of the hunt that begins at card start.
    return start


def main():
    data = sys.stdin.read().split()
    n, start = int(data[0]), int(data[1])
    following = [0] + [int(v) for v in data[2:2 + n]]
    print(middle_card(following, start))


main()
