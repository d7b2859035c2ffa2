import sys


def surviving_pairs(lo, hi, dialogue):
    # The worlds the listeners still consider possible: all pairs lo <= x < y <= hi at first. Every
    # statement is heard by both, and keeps exactly the worlds in which it is true.
    xs = [x for x in range(lo, hi + 1) for y in range(x + 1, hi + 1)]
    ys = [y for x in range(lo, hi + 1) for y in range(x + 1, hi + 1)]
    for speaker, claim in dialogue:
        sums = [x + y for x, y in zip(xs, ys)]
        products = [x * y for x, y in zip(xs, ys)]
        mine, yours = (sums, products) if speaker == "SAM" else (products, sums)
        count = {}  # how many worlds share each value
        for v in mine:
            count[v] = count.get(v, 0) + 1
        if claim == "KNOWS":  # the speaker's value fits one world only
            keep = [count[v] == 1 for v in mine]
        elif claim == "DOES_NOT_KNOW":
            keep = [count[v] >= 2 for v in mine]
        else:  # KNOWS_YOU_DO_NOT_KNOW: in every world the speaker cannot rule out, the listener is unsure
            other = {}
            for v in yours:
                other[v] = other.get(v, 0) + 1
            bad = {m for m, v in zip(mine, yours) if other[v] == 1}
            keep = [v not in bad for v in mine]
        xs = [x for x, k in zip(xs, keep) if k]
        ys = [y for y, k in zip(ys, keep) if k]
    return list(zip(xs, ys))  # already in order of x, then y


def main():
    data = sys.stdin.read().split()
    lo, hi, d = int(data[0]), int(data[1]), int(data[2])
    dialogue = [(data[3 + 2 * i], data[4 + 2 * i]) for i in range(d)]
    pairs = surviving_pairs(lo, hi, dialogue)
    lines = [str(len(pairs))]
    if len(pairs) <= 100:
        lines += [f"{x} {y}" for x, y in pairs]
    print("\n".join(lines))


main()
