import sys


def surviving_pairs(lo, hi, dialogue):
    # dialogue is a list of (speaker, claim): speaker "SAM" (knows the sum) or "POLLY" (knows the
    # product); claim "KNOWS", "DOES_NOT_KNOW" or "KNOWS_YOU_DO_NOT_KNOW".
    # Return the list of pairs (x, y) with lo <= x < y <= hi that fit the whole dialogue, in order of x,
    # then y.
    return []


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
