import sys


def ann_turns(l, r):
    # Return how many of the turns l, l + 1, ..., r (counting turns from 1) belong to Ann.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        l, r = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append(ann_turns(l, r))
    print("\n".join(map(str, out)))


main()
