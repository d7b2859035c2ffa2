# Keeps an alliance label for every merchant and, at each join, relabels by walking through all the
# merchants seen so far: right, but O(n) per join, about 4 * 10^10 steps for the biggest logs.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    number = {}
    label = []

    def merchant(name):
        x = number.get(name)
        if x is None:
            x = number[name] = len(label)
            label.append(x)
        return x

    out = []
    pos = 1
    for _ in range(q):
        kind = data[pos]
        if kind == b"size":
            mine = label[merchant(data[pos + 1])]
            out.append(str(sum(1 for x in label if x == mine)))
            pos += 2
            continue
        a, b = label[merchant(data[pos + 1])], label[merchant(data[pos + 2])]
        pos += 3
        if kind == b"ask":
            out.append("YES" if a == b else "NO")
        elif a != b:
            for x in range(len(label)):
                if label[x] == b:
                    label[x] = a
    sys.stdout.write("\n".join(out) + "\n")


main()
