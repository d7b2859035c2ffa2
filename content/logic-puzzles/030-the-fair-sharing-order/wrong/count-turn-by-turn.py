# Knows the rule for a single turn (B exactly when turn - 1 has an odd number of 1 bits) but checks the
# turns of each stretch one by one: far too slow for stretches billions of turns long.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        l, r = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append(sum(1 for t in range(l, r + 1) if bin(t - 1).count("1") % 2 == 0))
    print("\n".join(map(str, out)))


main()
