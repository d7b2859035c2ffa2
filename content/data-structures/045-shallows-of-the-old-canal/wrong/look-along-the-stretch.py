# Looks at every section of the stretch for each question: right, but 60000 questions over stretches of up
# to 200000 sections are about 10^10 looks.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    depths = list(map(int, data[2:2 + n]))
    out = []
    base = 2 + n
    for e in range(q):
        kind, x, y = data[base + 3 * e], int(data[base + 3 * e + 1]), int(data[base + 3 * e + 2])
        if kind == b'D':
            depths[x - 1] = y
        else:
            stretch = depths[x - 1:y]
            best = min(stretch)
            out.append(f"{best} {stretch.count(best)}")
    print("\n".join(out))


main()
