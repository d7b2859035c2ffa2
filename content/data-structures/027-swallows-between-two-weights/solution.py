import sys
from bisect import bisect_left, bisect_right


def count_between(weights, questions):
    ordered = sorted(weights)
    # bisect_left: how many weights are < a; bisect_right: how many weights are <= b
    return [bisect_right(ordered, b) - bisect_left(ordered, a) for a, b in questions]


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    weights = [int(x) for x in data[2:2 + n]]
    numbers = map(int, data[2 + n:2 + n + 2 * q])
    questions = list(zip(numbers, numbers))  # (a, b) pairs
    counts = count_between(weights, questions)
    sys.stdout.write("\n".join(map(str, counts)) + "\n")


main()
