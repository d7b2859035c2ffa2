import sys
from collections import Counter


def find_wrong_bead(strip):
    n = len(strip)
    for p in range(1, n // 3 + 1):
        if n % p != 0:
            continue
        mixed = [start for start in range(p) if len(set(strip[start::p])) > 1]
        if len(mixed) != 1:
            continue
        start = mixed[0]
        counts = Counter(strip[start::p])
        if len(counts) != 2 or min(counts.values()) != 1:
            continue
        (right, _), (wrong, _) = counts.most_common()
        position = next(i for i in range(start, n, p) if strip[i] == wrong)
        return position + 1, right
    return None


def main():
    strip = sys.stdin.read().split()[0]
    position, letter = find_wrong_bead(strip)
    print(position, letter)


main()
