import sys

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def has_line(cells, mark):
    return any(all(cells[i] == mark for i in line) for line in LINES)


def referee(grid):
    cells = "".join(grid)
    x, o = cells.count("X"), cells.count("O")
    x_wins, o_wins = has_line(cells, "X"), has_line(cells, "O")
    if x not in (o, o + 1) or (x_wins and o_wins):
        return "IMPOSSIBLE"
    if x_wins:
        return "X WINS" if x == o + 1 else "IMPOSSIBLE"
    if o_wins:
        return "O WINS" if x == o else "IMPOSSIBLE"
    if x + o == 9:
        return "DRAW"
    return "X TO MOVE" if x == o else "O TO MOVE"


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = [referee(data[1 + 3 * i:4 + 3 * i]) for i in range(t)]
    print("\n".join(out))


main()
