import sys


def shortest_stretch(positions, flavours, k):
    stalls = sorted(zip(positions, flavours))
    count = [0] * (k + 1)  # stalls of each flavour inside the window
    present = 0            # flavours with at least one stall inside the window
    best = None
    left = 0
    for position, flavour in stalls:  # extend the window to the right, one stall at a time
        if count[flavour] == 0:
            present += 1
        count[flavour] += 1
        while present == k:  # shrink from the left while every flavour is still inside
            left_position, left_flavour = stalls[left]
            if best is None or position - left_position < best:
                best = position - left_position
            count[left_flavour] -= 1
            if count[left_flavour] == 0:
                present -= 1
            left += 1
    return best


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    positions = [int(v) for v in data[2:2 + n]]
    flavours = [int(v) for v in data[2 + n:2 + 2 * n]]
    print(shortest_stretch(positions, flavours, k))


main()
