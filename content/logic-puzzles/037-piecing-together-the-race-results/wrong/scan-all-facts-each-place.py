# Fills the places one by one, and for each place reads through every fact again to see which runners
# nobody still unplaced finished ahead of: right, but places times facts is far too slow.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    facts = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    placed = [False] * (n + 1)
    order = []
    first_unsure = 0
    for place in range(1, n + 1):
        beaten = [False] * (n + 1)
        for a, b in facts:
            if not placed[a]:
                beaten[b] = True
        free = [r for r in range(1, n + 1) if not placed[r] and not beaten[r]]
        if not free:
            print("CONTRADICTION")
            return
        if len(free) > 1 and first_unsure == 0:
            first_unsure = place
        placed[free[0]] = True
        order.append(free[0])
    print(f"AMBIGUOUS {first_unsure}" if first_unsure else " ".join(map(str, order)))


main()
