import sys


def tape(n):
    # Return (s, p) for the digits of 1/n: s digits come before the repeating block, which has length p.
    # When the decimal ends, s is its number of digits and p is 0.
    return 0, 0


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(1, q + 1):
        s, p = tape(int(data[i]))
        out.append(f"{s} {p}")
    print("\n".join(out))


main()
