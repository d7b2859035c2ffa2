import sys


def destinations(n, portal, questions):
    # portal[x] is the room that room x's portal leads to (rooms 1..n, index 0 unused).
    # questions[i] is (x, k). Return one room per question, in order: where k hops from room x end.
    return [x for x, k in questions]


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    portal = [0] + list(map(int, data[2:2 + n]))
    numbers = list(map(int, data[2 + n:2 + n + 2 * q]))
    questions = list(zip(numbers[0::2], numbers[1::2]))
    print('\n'.join(map(str, destinations(n, portal, questions))))


main()
