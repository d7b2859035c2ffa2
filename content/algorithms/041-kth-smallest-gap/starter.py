import sys


def kth_smallest_gap(positions, k):
    # Return the k-th smallest value (counting from 1) among |positions[i] - positions[j]| for all i < j.
    return -1


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    positions = [int(v) for v in data[2:2 + n]]
    print(kth_smallest_gap(positions, k))


main()
