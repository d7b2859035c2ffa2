# For every world still possible, looks through all the others to see which share its sum or product.
# Right, but with over a hundred thousand worlds that is billions of comparisons per statement.
import sys


def main():
    data = sys.stdin.read().split()
    lo, hi, d = int(data[0]), int(data[1]), int(data[2])
    worlds = [(x, y) for x in range(lo, hi + 1) for y in range(x + 1, hi + 1)]
    for j in range(d):
        speaker, claim = data[3 + 2 * j], data[4 + 2 * j]
        mine = (lambda w: w[0] + w[1]) if speaker == "SAM" else (lambda w: w[0] * w[1])
        yours = (lambda w: w[0] * w[1]) if speaker == "SAM" else (lambda w: w[0] + w[1])

        def alike(w, key):
            return [v for v in worlds if key(v) == key(w)]

        kept = []
        for w in worlds:
            if claim == "KNOWS":
                ok = len(alike(w, mine)) == 1
            elif claim == "DOES_NOT_KNOW":
                ok = len(alike(w, mine)) >= 2
            else:
                ok = all(len(alike(v, yours)) >= 2 for v in alike(w, mine))
            if ok:
                kept.append(w)
        worlds = kept
    print(len(worlds))
    if len(worlds) <= 100:
        for x, y in worlds:
            print(x, y)


main()
