# Checks every bird for every question: right, but n × q steps is far too many for the largest season.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    weights = [int(x) for x in data[2:2 + n]]
    out = []
    for j in range(q):
        a, b = int(data[2 + n + 2 * j]), int(data[3 + n + 2 * j])
        out.append(sum(1 for w in weights if a <= w <= b))
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
