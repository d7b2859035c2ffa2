import sys

ALL_DIGITS = 0b1111111110  # bits 1..9


def solve(grid):
    board = [list(row) for row in grid]
    rows, cols, boxes = [0] * 9, [0] * 9, [0] * 9  # bit d set = digit d already used there
    empty = []
    for r in range(9):
        for c in range(9):
            if board[r][c] == ".":
                empty.append((r, c, r // 3 * 3 + c // 3))
            else:
                bit = 1 << int(board[r][c])
                rows[r] |= bit
                cols[c] |= bit
                boxes[r // 3 * 3 + c // 3] |= bit

    def search(filled):
        """Fill empty[filled:], always branching on the cell with the fewest candidates."""
        if filled == len(empty):
            return True
        best, best_options, best_count = filled, 0, 10
        for i in range(filled, len(empty)):
            r, c, b = empty[i]
            options = ALL_DIGITS & ~(rows[r] | cols[c] | boxes[b])
            count = options.bit_count()
            if count < best_count:
                best, best_options, best_count = i, options, count
                if count <= 1:
                    break
        if best_count == 0:
            return False  # some cell has no digit left: undo
        empty[filled], empty[best] = empty[best], empty[filled]
        r, c, b = empty[filled]
        options = best_options
        while options:
            bit = options & -options
            options ^= bit
            rows[r] |= bit
            cols[c] |= bit
            boxes[b] |= bit
            if search(filled + 1):
                board[r][c] = str(bit.bit_length() - 1)
                return True
            rows[r] ^= bit
            cols[c] ^= bit
            boxes[b] ^= bit
        empty[filled], empty[best] = empty[best], empty[filled]
        return False

    search(0)
    return ["".join(row) for row in board]


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    lines = []
    for p in range(t):
        lines.extend(solve(data[1 + 9 * p:10 + 9 * p]))
    print("\n".join(lines))


main()
