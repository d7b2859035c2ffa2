import sys


def after_turns(d, x, n):
    keep = 10**d
    drop = 10 ** (d // 2)
    seen = {x: 0}  # number -> the turn after which it was first shown
    shown = [x]
    while len(shown) - 1 < n:
        x = x * x // drop % keep
        if x in seen:
            # Turns seen[x], seen[x] + 1, ... repeat with a loop of this length.
            start = seen[x]
            loop = len(shown) - start
            return shown[start + (n - start) % loop]
        seen[x] = len(shown)
        shown.append(x)
    return shown[n]


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        d, x, n = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
        out.append(str(after_turns(d, x, n)).zfill(d))
    print("\n".join(out))


main()
