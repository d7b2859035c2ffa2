# Finds the loop, but measures the position inside it from turn 0 instead of from where the loop starts:
# right whenever the machine loops straight from its starting number, wrong after a lead-in.
import sys


def after_turns(d, x, n):
    keep, drop = 10**d, 10 ** (d // 2)
    seen = {x: 0}
    shown = [x]
    while len(shown) - 1 < n:
        x = x * x // drop % keep
        if x in seen:
            start = seen[x]
            loop = len(shown) - start
            return shown[start + n % loop]
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
