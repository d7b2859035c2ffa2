import sys


def after_turns(d, x, n):
    # Return the number on the d-digit display after n turns of the crank, starting from x.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        d, x, n = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
        out.append(str(after_turns(d, x, n)).zfill(d))
    print("\n".join(out))


main()
