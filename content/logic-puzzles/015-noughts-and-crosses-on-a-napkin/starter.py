import sys

# The eight rows, columns and diagonals, as cell numbers 0..8 read row by row.
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def referee(grid):
    # grid is a list of three strings of three characters each ('X', 'O' or '.').
    # Return "IMPOSSIBLE", "X WINS", "O WINS", "DRAW", "X TO MOVE" or "O TO MOVE".
    return "DRAW"


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = [referee(data[1 + 3 * i:4 + 3 * i]) for i in range(t)]
    print("\n".join(out))


main()
