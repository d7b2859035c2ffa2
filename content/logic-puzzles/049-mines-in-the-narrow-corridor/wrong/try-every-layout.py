# Tries every way of placing mines under the covered cells and keeps the layouts that fit every number:
# right, but with thousands of covered cells there are far too many layouts.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    rows = data[1:3]
    hidden = [(r, i) for r in range(2) for i in range(n) if rows[r][i] == "?"]
    numbers = [(r, i, int(rows[r][i])) for r in range(2) for i in range(n) if rows[r][i] != "?"]
    can_mine = set()
    can_safe = set()
    found = False
    for layout in range(1 << len(hidden)):
        mines = {hidden[k] for k in range(len(hidden)) if layout >> k & 1}
        if all(sum((rr, ii) in mines for rr in range(2) for ii in (i - 1, i, i + 1)) == d
               for r, i, d in numbers):
            found = True
            for cell in hidden:
                (can_mine if cell in mines else can_safe).add(cell)
    if not found:
        print("IMPOSSIBLE")
        return
    out = [list(rows[0]), list(rows[1])]
    for r, i in hidden:
        out[r][i] = "?" if (r, i) in can_mine and (r, i) in can_safe else "*" if (r, i) in can_mine else "-"
    print("\n".join("".join(row) for row in out))


main()
