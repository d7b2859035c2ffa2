import sys


def locate(k):
    # Return (digit, number): the digit at position k of 123456789101112... and the number it belongs to.
    return 0, 0


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(1, q + 1):
        digit, number = locate(int(data[i]))
        out.append(f"{digit} {number}")
    print("\n".join(out))


main()
