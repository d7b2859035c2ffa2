import sys
from itertools import accumulate
from operator import add


def snow_totals(r, c, falls, questions):
    w = c + 2
    # diff[i][j]: the difference grid; its two-way running sums are the snow on each plot
    diff = [[0] * w for _ in range(r + 2)]
    for r1, c1, r2, c2, h in falls:
        top, bottom = diff[r1], diff[r2 + 1]
        top[c1] += h
        top[c2 + 1] -= h
        bottom[c1] -= h
        bottom[c2 + 1] += h

    def running_sums(grid):
        out = []
        previous = [0] * w
        for row in grid:
            previous = list(map(add, previous, accumulate(row)))
            out.append(previous)
        return out

    total = running_sums(running_sums(diff))  # total[i][j]: snow on rows 1..i, columns 1..j
    answers = []
    for r1, c1, r2, c2 in questions:
        below, above = total[r2], total[r1 - 1]
        answers.append(below[c2] - below[c1 - 1] - above[c2] + above[c1 - 1])
    return answers


def main():
    data = sys.stdin.buffer.read().split()
    r, c, k, q = int(data[0]), int(data[1]), int(data[2]), int(data[3])
    numbers = list(map(int, data[4:4 + 5 * k + 4 * q]))
    falls = [numbers[5 * i:5 * i + 5] for i in range(k)]
    base = 5 * k
    questions = [numbers[base + 4 * i:base + 4 * i + 4] for i in range(q)]
    print('\n'.join(map(str, snow_totals(r, c, falls, questions))))


main()
