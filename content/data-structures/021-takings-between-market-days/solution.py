import sys


def answer_questions(profits, questions):
    # prefix[i] is the total of the first i days, so days l..r total prefix[r] - prefix[l - 1]
    prefix = [0] * (len(profits) + 1)
    running = 0
    for i, p in enumerate(profits):
        running += p
        prefix[i + 1] = running
    return [prefix[r] - prefix[l - 1] for l, r in questions]


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    profits = [int(x) for x in data[2:2 + n]]
    numbers = map(int, data[2 + n:2 + n + 2 * q])
    questions = list(zip(numbers, numbers))  # (l, r) pairs
    totals = answer_questions(profits, questions)
    sys.stdout.write("\n".join(map(str, totals)) + "\n")


main()
