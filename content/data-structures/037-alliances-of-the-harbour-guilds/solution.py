import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    number = {}  # name -> merchant number
    parent = []  # parent[x] == x for a leader
    size = []  # size[x]: the alliance's size, kept up to date for leaders

    def merchant(name):
        x = number.get(name)
        if x is None:
            x = number[name] = len(parent)
            parent.append(x)
            size.append(1)
        return x

    def leader(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]  # point one step closer to the leader
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
        a, b = leader(merchant(data[pos + 1])), leader(merchant(data[pos + 2]))
        pos += 3
        if kind == b"ask":
            out.append("YES" if a == b else "NO")
        elif a != b:
            if size[a] < size[b]:
                a, b = b, a
            parent[b] = a
            size[a] += size[b]
    sys.stdout.write("\n".join(out) + "\n")


main()
