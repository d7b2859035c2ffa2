# Without sorting: joins any two overlapping or touching stretches, again and again until no pair joins.
# Right, but comparing every stretch with every other is about n² steps.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    stretches = [[int(data[1 + 2 * i]), int(data[2 + 2 * i])] for i in range(n)]
    changed = True
    while changed:
        changed = False
        kept = []
        for s, e in stretches:
            for other in kept:
                if s <= other[1] and other[0] <= e:
                    other[0] = min(other[0], s)
                    other[1] = max(other[1], e)
                    changed = True
                    break
            else:
                kept.append([s, e])
        stretches = kept
    stretches.sort()
    lines = [str(len(stretches))] + [f"{s} {e}" for s, e in stretches]
    sys.stdout.write("\n".join(lines) + "\n")


main()
