# Carries every stream's own water down to each stream below it, all the way to the sea: right, but on a
# long chain of streams that is about n² / 2 additions.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    downstream = [0] + [int(x) for x in data[2:2 + n]]
    water = [0] + [int(x) for x in data[2 + n:2 + 2 * n]]
    flow = [0] * (n + 1)
    for x in range(1, n + 1):
        y = x
        while y:
            flow[y] += water[x]
            y = downstream[y]
    questions = [int(x) for x in data[2 + 2 * n:2 + 2 * n + q]]
    sys.stdout.write("\n".join(str(flow[x]) for x in questions) + "\n")


main()
