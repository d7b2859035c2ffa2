import sys


def count_between(weights, questions):
    # weights is the list of n weights (not sorted). questions is a list of (a, b) pairs.
    # Return a list with, for each question, how many weights w satisfy a <= w <= b.
    return [0] * len(questions)


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    weights = [int(x) for x in data[2:2 + n]]
    numbers = map(int, data[2 + n:2 + n + 2 * q])
    questions = list(zip(numbers, numbers))  # (a, b) pairs
    counts = count_between(weights, questions)
    sys.stdout.write("\n".join(map(str, counts)) + "\n")


main()
