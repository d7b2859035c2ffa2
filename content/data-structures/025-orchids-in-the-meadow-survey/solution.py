import sys
from itertools import accumulate
from operator import add


def answer_questions(grid, questions):
    columns = len(grid[0])
    # table[r][c]: orchids in rows 1..r and columns 1..c; row 0 and column 0 are zeros
    table = [[0] * (columns + 1)]
    for row in grid:
        running = [0] + list(accumulate(row))  # orchids in this row up to each column
        table.append(list(map(add, table[-1], running)))
    answers = []
    for r1, c1, r2, c2 in questions:
        top, bottom = table[r1 - 1], table[r2]
        answers.append(bottom[c2] - top[c2] - bottom[c1 - 1] + top[c1 - 1])
    return answers


def main():
    data = sys.stdin.buffer.read().split()
    rows, q = int(data[0]), int(data[2])
    grid = [[digit - 48 for digit in data[3 + r]] for r in range(rows)]  # bytes give character codes
    numbers = map(int, data[3 + rows:3 + rows + 4 * q])
    questions = list(zip(numbers, numbers, numbers, numbers))  # (r1, c1, r2, c2)
    answers = answer_questions(grid, questions)
    sys.stdout.write("\n".join(map(str, answers)) + "\n")


main()
