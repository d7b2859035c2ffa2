import sys


def carts_left(weights, directions):
    # weights[i] and directions[i] ("E" or "W") describe the carts from west to east. Return a pair: how
    # many carts are left on the rail at the end, and their total weight.
    return 0, 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    weights = [int(x) for x in data[1:1 + 2 * n:2]]
    directions = [x.decode() for x in data[2:2 + 2 * n:2]]
    count, total = carts_left(weights, directions)
    print(count, total)


main()
