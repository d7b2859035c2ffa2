import sys


def answer_questions(profits, questions):
    # profits[0] is day 1's profit. questions is a list of (l, r) pairs.
    # Return a list with, for each question, the total profit of days l to r (both included).
    return [0] * len(questions)


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    profits = [int(x) for x in data[2:2 + n]]
    numbers = map(int, data[2 + n:2 + n + 2 * q])
    questions = list(zip(numbers, numbers))  # (l, r) pairs
    totals = answer_questions(profits, questions)
    sys.stdout.write("\n".join(map(str, totals)) + "\n")


main()
