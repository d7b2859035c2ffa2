# Turns the crank n times, one by one: right, but a patient visitor asks for 10^18 turns.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        d, x, n = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
        keep, drop = 10**d, 10 ** (d // 2)
        for _ in range(n):
            x = x * x // drop % keep
        out.append(str(x).zfill(d))
    print("\n".join(out))


main()
