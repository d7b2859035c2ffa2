# At a join, points merchant a itself (not a's leader) at b's leader. If a was already led by someone
# else, a leaves the old alliance instead of bringing it along.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    number = {}
    parent = []
    size = []

    def merchant(name):
        x = number.get(name)
        if x is None:
            x = number[name] = len(parent)
            parent.append(x)
            size.append(1)
        return x

    def leader(x):
        while parent[x] != x:
            x = parent[x]
        return x

    out = []
    pos = 1
    for _ in range(q):
        kind = data[pos]
        if kind == b"size":
            out.append(str(size[leader(merchant(data[pos + 1]))]))
            pos += 2
            continue
        a, b = merchant(data[pos + 1]), leader(merchant(data[pos + 2]))
        pos += 3
        if kind == b"ask":
            out.append("YES" if leader(a) == b else "NO")
        elif leader(a) != b:
            size[b] += size[leader(a)]
            parent[a] = b
    sys.stdout.write("\n".join(out) + "\n")


main()
