import sys


def ann_in_first(n):
    """How many of turns 1..n are Ann's. Position p = t - 1 is B exactly when p has an odd number of 1 bits;
    positions 2k and 2k + 1 always hold one A and one B."""
    count = n // 2
    if n % 2 == 1 and bin(n - 1).count("1") % 2 == 0:
        count += 1
    return count


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        l, r = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append(ann_in_first(r) - ann_in_first(l - 1))
    print("\n".join(map(str, out)))


main()
