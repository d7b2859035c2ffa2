# Tries every number of false notes F and checks every note against it: right, but about n^2 steps.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    notes = [(data[1 + 2 * i], int(data[2 + 2 * i])) for i in range(n)]
    found = []
    for f in range(n + 1):
        wrong = 0
        for kind, x in notes:
            if kind == b"EXACTLY":
                right = x == f
            elif kind == b"ATLEAST":
                right = f >= x
            else:
                right = f <= x
            if not right:
                wrong += 1
        if wrong == f:
            found.append(f)
    print(f"{len(found)} {found[0]} {found[-1]}" if found else "PARADOX")


main()
