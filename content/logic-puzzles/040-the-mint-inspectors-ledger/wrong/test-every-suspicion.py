# Tests every suspicion ("coin c is heavier", "coin c is lighter") against every weighing in the ledger:
# right, but 200000 coins times 200000 weighings is far too slow.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, w = int(data[0]), int(data[1])
    weighings = []
    position = 2
    for _ in range(w):
        k = int(data[position])
        left = set(int(x) for x in data[position + 1:position + 1 + k])
        right = set(int(x) for x in data[position + 1 + k:position + 1 + 2 * k])
        weighings.append((left, right, data[position + 1 + 2 * k]))
        position += 2 + 2 * k

    def fits(coin, extra):
        # extra is +1 for a heavier fake, -1 for a lighter one
        for left, right, result in weighings:
            difference = extra if coin in left else -extra if coin in right else 0
            expected = b">" if difference > 0 else b"<" if difference < 0 else b"="
            if expected != result:
                return False
        return True

    suspects = []
    for coin in range(1, n + 1):
        heavier, lighter = fits(coin, 1), fits(coin, -1)
        if heavier or lighter:
            suspects.append((coin, heavier, lighter))
    if not suspects:
        print("INCONSISTENT")
    elif len(suspects) > 1:
        print("AMBIGUOUS", len(suspects))
    else:
        c, heavier, lighter = suspects[0]
        print(c, "EITHER" if heavier and lighter else "HEAVIER" if heavier else "LIGHTER")


main()
