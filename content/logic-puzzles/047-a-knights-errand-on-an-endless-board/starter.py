import sys


def fewest_moves(dx, dy):
    # Return the fewest knight moves that take the knight dx columns and dy rows away (both may be
    # negative or zero).
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        x1, y1, x2, y2 = (int(v) for v in data[1 + 4 * i:5 + 4 * i])
        out.append(str(fewest_moves(x2 - x1, y2 - y1)))
    sys.stdout.write("\n".join(out) + "\n")


main()
