import sys


class Alliances:
    def __init__(self):
        pass

    def join(self, a, b):
        # Merchants a and b (names) shake hands: their alliances merge.
        pass

    def ask(self, a, b):
        # Return True when a and b are in the same alliance.
        return False

    def size(self, a):
        # Return the number of merchants in a's alliance.
        return 0


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    alliances = Alliances()
    out = []
    pos = 1
    for _ in range(q):
        kind = data[pos]
        if kind == "size":
            out.append(str(alliances.size(data[pos + 1])))
            pos += 2
            continue
        a, b = data[pos + 1], data[pos + 2]
        pos += 3
        if kind == "ask":
            out.append("YES" if alliances.ask(a, b) else "NO")
        else:
            alliances.join(a, b)
    sys.stdout.write("\n".join(out) + "\n")


main()
