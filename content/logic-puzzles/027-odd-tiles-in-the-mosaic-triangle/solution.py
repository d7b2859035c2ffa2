import sys


def dark_tiles(n):
    # The first 2^a rows hold 3^a odd numbers; the next 2^a rows are two copies of the first ones. So,
    # reading the binary digits of n from the top, each 1 bit adds 3^a times 2^(number of 1 bits above it).
    total = 0
    copies = 1
    for a in range(n.bit_length() - 1, -1, -1):
        if n >> a & 1:
            total += copies * 3**a
            copies *= 2
    return total


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(str(dark_tiles(int(x))) for x in data[1:q + 1]))


main()
