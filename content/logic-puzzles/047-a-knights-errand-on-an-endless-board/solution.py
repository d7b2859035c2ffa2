import sys


def fewest_moves(dx, dy):
    # Only the distance matters, and by symmetry we may take x >= y >= 0.
    x, y = abs(dx), abs(dy)
    if x < y:
        x, y = y, x
    if (x, y) == (1, 0):
        return 3  # the two squares next door, where a knight needs a detour
    if (x, y) == (2, 2):
        return 4
    # Each move changes x by at most 2 and x + y by at most 3, and x + y changes parity every move.
    moves = max((x + 1) // 2, (x + y + 2) // 3)
    if (moves + x + y) % 2 == 1:
        moves += 1
    return moves


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        x1, y1, x2, y2 = (int(v) for v in data[1 + 4 * i:5 + 4 * i])
        out.append(str(fewest_moves(x2 - x1, y2 - y1)))
    sys.stdout.write("\n".join(out) + "\n")


main()
