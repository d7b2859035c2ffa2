# Works out the value of every pile size from 0 up to each pile, one after another: right, but a pile of
# 10^18 pebbles takes forever.
import sys


def value(moves, size):
    largest = max(moves)
    window = []  # the values of the last `largest` sizes
    v = 0
    for n in range(size + 1):
        reachable = {window[len(window) - s] for s in moves if s <= n}
        v = 0
        while v in reachable:
            v += 1
        window.append(v)
        if len(window) > largest:
            window.pop(0)
    return v


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    moves = [int(v) for v in data[1:1 + k]]
    q = int(data[1 + k])
    pos = 2 + k
    out = []
    for _ in range(q):
        m = int(data[pos])
        x = 0
        for v in data[pos + 1:pos + 1 + m]:
            x ^= value(moves, int(v))
        pos += 1 + m
        out.append("ALICE" if x else "BOB")
    print("\n".join(out))


main()
