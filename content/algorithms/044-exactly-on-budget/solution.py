import sys
from collections import Counter


def subset_sums(values):
    """The sums of all 2^len(values) subsets: each value is either left out or added to every earlier sum."""
    sums = [0]
    for value in values:
        sums += [s + value for s in sums]
    return sums


def count_sets(values, target):
    half = len(values) // 2
    right_counts = Counter(subset_sums(values[half:]))
    sets = sum(right_counts[target - s] for s in subset_sums(values[:half]) if target - s in right_counts)
    if target == 0:
        sets -= 1  # the empty set was counted
    return sets


def main():
    data = sys.stdin.read().split()
    n, target = int(data[0]), int(data[1])
    values = [int(v) for v in data[2:2 + n]]
    print(count_sets(values, target))


main()
