# Reads through all the rules again and again, applying every rule whose premises are all known, until a
# whole sweep changes nothing. Right, but when the rules are listed in an unlucky order each sweep learns
# only one new fact, and tens of thousands of sweeps over all the rules are far too slow.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    rules = []
    pos = 2
    for _ in range(m):
        k = int(data[pos])
        rules.append(([int(v) for v in data[pos + 1:pos + 1 + k]], int(data[pos + 1 + k])))
        pos += k + 2
    known = [False] * (n + 1)
    changed = True
    while changed:
        changed = False
        for premises, conclusion in rules:
            if all(known[f] for f in premises):
                if conclusion == 0:
                    print("IMPOSSIBLE")
                    return
                if not known[conclusion]:
                    known[conclusion] = True
                    changed = True
    print("".join("1" if known[f] else "0" for f in range(1, n + 1)))


main()
