import sys


def answer_questions(grid, questions):
    # grid[r][c] is the orchid count of row r + 1, column c + 1 (lists of ints, counted from 0).
    # questions is a list of (r1, c1, r2, c2), numbered from 1.
    # Return a list with, for each question, the number of orchids in rows r1..r2 and columns c1..c2.
    return [0] * len(questions)


def main():
    data = sys.stdin.buffer.read().split()
    rows, q = int(data[0]), int(data[2])
    grid = [[digit - 48 for digit in data[3 + r]] for r in range(rows)]  # bytes give character codes
    numbers = map(int, data[3 + rows:3 + rows + 4 * q])
    questions = list(zip(numbers, numbers, numbers, numbers))  # (r1, c1, r2, c2)
    answers = answer_questions(grid, questions)
    sys.stdout.write("\n".join(map(str, answers)) + "\n")


main()
