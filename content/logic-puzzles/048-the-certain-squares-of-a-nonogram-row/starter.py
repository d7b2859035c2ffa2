import sys


def deduce(n, blocks, row):
    # row is a string of n characters '#', '.' or '?'; blocks is the clue (a list, possibly empty).
    # Return the deduced row: '#' where the cell is filled in every filling that fits, '.' where it is
    # empty in every one, '?' elsewhere; or "CONTRADICTION" when no filling fits.
    return row


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    blocks = [int(v) for v in data[2:2 + k]]
    row = data[2 + k]
    print(deduce(n, blocks, row))


main()
