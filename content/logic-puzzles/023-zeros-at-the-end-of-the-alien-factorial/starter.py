import sys


def trailing_zeros(n, b):
    # Return how many zeros n! ends with when it is written in base b.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        out.append(str(trailing_zeros(int(data[1 + 2 * i]), int(data[2 + 2 * i]))))
    print("\n".join(out))


main()
