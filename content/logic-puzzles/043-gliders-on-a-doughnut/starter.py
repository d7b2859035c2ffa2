import sys


def board_after(r, c, t, rows):
    # rows is a list of r strings of c characters, '#' for a live cell and '.' for an empty one.
    # Return the board after t generations, in the same form.
    return rows


def main():
    data = sys.stdin.read().split()
    r, c, t = int(data[0]), int(data[1]), int(data[2])
    rows = data[3:3 + r]
    print("\n".join(board_after(r, c, t, rows)))


main()
