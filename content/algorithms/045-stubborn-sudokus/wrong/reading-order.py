# The straightforward solver the statement warns about: fills the cells in reading order, trying 1 to 9.
import sys


def solve(board):
    cells = [(r, c) for r in range(9) for c in range(9) if board[r][c] == "."]

    def fits(r, c, d):
        if d in board[r]:
            return False
        if any(board[i][c] == d for i in range(9)):
            return False
        br, bc = r // 3 * 3, c // 3 * 3
        return all(board[i][j] != d for i in range(br, br + 3) for j in range(bc, bc + 3))

    def search(i):
        if i == len(cells):
            return True
        r, c = cells[i]
        for d in "123456789":
            if fits(r, c, d):
                board[r][c] = d
                if search(i + 1):
                    return True
        board[r][c] = "."
        return False

    search(0)


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    lines = []
    for p in range(t):
        board = [list(row) for row in data[1 + 9 * p:10 + 9 * p]]
        solve(board)
        lines.extend("".join(row) for row in board)
    print("\n".join(lines))


main()
