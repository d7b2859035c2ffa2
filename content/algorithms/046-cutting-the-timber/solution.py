import sys


def cheapest_cutting(length, marks):
    p = [0] + sorted(marks) + [length]  # the marks plus both ends of the log
    count = len(p)
    # cost[i][j]: cheapest way to make every cut strictly between marks i and j
    cost = [[0] * count for _ in range(count)]
    for gap in range(2, count):
        for i in range(count - gap):
            j = i + gap
            row_i = cost[i]
            best = min([row_i[k] + cost[k][j] for k in range(i + 1, j)])
            row_i[j] = best + p[j] - p[i]
    return cost[0][count - 1]


def main():
    data = sys.stdin.read().split()
    length, n = int(data[0]), int(data[1])
    marks = [int(x) for x in data[2:2 + n]]
    print(cheapest_cutting(length, marks))


main()
