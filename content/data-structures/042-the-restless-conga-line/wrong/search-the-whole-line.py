# Keeps the line as a Python list and looks each dancer up by searching it: right, but every search,
# removal and insertion walks through up to 10^5 places.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    line = list(range(1, n + 1))
    out = []
    i = 2
    for _ in range(m):
        kind, x = data[i], int(data[i + 1])
        i += 2
        if kind == b'?':
            place = line.index(x)
            out.append(line[place + 1] if place + 1 < len(line) else 0)
            continue
        line.remove(x)
        if kind == b'M':
            y = int(data[i])
            i += 1
            line.insert(line.index(y) + 1 if y else 0, x)
    print("\n".join(map(str, out)))


main()
