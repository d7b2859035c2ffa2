import sys


def snow_totals(r, c, falls, questions):
    # Return a list with one number per question: the total snow on its rectangle of plots.
    # falls[i] is [r1, c1, r2, c2, h]; questions[j] is [r1, c1, r2, c2]; rows and columns count from 1.
    return [0] * len(questions)


def main():
    data = sys.stdin.buffer.read().split()
    r, c, k, q = int(data[0]), int(data[1]), int(data[2]), int(data[3])
    numbers = list(map(int, data[4:4 + 5 * k + 4 * q]))
    falls = [numbers[5 * i:5 * i + 5] for i in range(k)]
    base = 5 * k
    questions = [numbers[base + 4 * i:base + 4 * i + 4] for i in range(q)]
    print('\n'.join(map(str, snow_totals(r, c, falls, questions))))


main()
