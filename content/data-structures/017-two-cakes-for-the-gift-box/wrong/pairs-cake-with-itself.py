import sys
from collections import Counter


# Counts every cake against all cakes of the partner weight and halves the total,
# so a cake of exactly half of T is also paired with itself.
def count_boxes(weights, target):
    counts = Counter(weights)
    total = 0
    for w in weights:
        total += counts.get(target - w, 0)
    return (total + 1) // 2


def main():
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    weights = [int(x) for x in data[2:2 + n]]
    print(count_boxes(weights, target))


main()
