import sys


def shortest_stretch(positions, flavours, k):
    # Stall i is at positions[i] and sells flavour flavours[i] (1..k).
    # Return the length of the shortest stretch containing a stall of every flavour.
    return -1


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    positions = [int(v) for v in data[2:2 + n]]
    flavours = [int(v) for v in data[2 + n:2 + 2 * n]]
    print(shortest_stretch(positions, flavours, k))


main()
