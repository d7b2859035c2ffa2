# Clears coins only from what the pans say: when the scale tips, a coin on the heavier pan cannot be a
# lighter fake and one on the lighter pan cannot be a heavier fake. But it forgets that a tipped scale
# also clears every coin that was not on it.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, w = int(data[0]), int(data[1])
    can_be_heavier = [True] * (n + 1)
    can_be_lighter = [True] * (n + 1)
    position = 2
    for _ in range(w):
        k = int(data[position])
        left = [int(x) for x in data[position + 1:position + 1 + k]]
        right = [int(x) for x in data[position + 1 + k:position + 1 + 2 * k]]
        result = data[position + 1 + 2 * k]
        position += 2 + 2 * k
        if result == b"=":
            for coin in left + right:
                can_be_heavier[coin] = can_be_lighter[coin] = False
            continue
        heavier, lighter = (left, right) if result == b">" else (right, left)
        for coin in heavier:
            can_be_lighter[coin] = False
        for coin in lighter:
            can_be_heavier[coin] = False
    suspects = [c for c in range(1, n + 1) if can_be_heavier[c] or can_be_lighter[c]]
    if not suspects:
        print("INCONSISTENT")
    elif len(suspects) > 1:
        print("AMBIGUOUS", len(suspects))
    else:
        c = suspects[0]
        print(c, "EITHER" if can_be_heavier[c] and can_be_lighter[c] else "HEAVIER" if can_be_heavier[c] else "LIGHTER")


main()
