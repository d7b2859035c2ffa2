import sys


def count_placements(board):
    # board is a list of n strings of n characters ('.' usable, '#' broken).
    # Return the number of ways to place n non-attacking queens on usable squares.
    return -1


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    board = data[1:1 + n]
    print(count_placements(board))


main()
