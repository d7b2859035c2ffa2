import sys


def count_placements(board):
    n = len(board)
    full = (1 << n) - 1
    # usable[r]: bit c is set when square (r, c) is not broken
    usable = [sum(1 << c for c, square in enumerate(row) if square == ".") for row in board]

    def place(row, cols, left, right):
        # cols, left, right: columns attacked in this row vertically and along both diagonals
        if row == n:
            return 1
        total = 0
        options = usable[row] & ~(cols | left | right)
        while options:
            bit = options & -options
            options ^= bit
            total += place(row + 1, cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1)
        return total

    return place(0, 0, 0, 0)


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    board = data[1:1 + n]
    print(count_placements(board))


main()
