import sys


def best_packing(capacity, items):
    # best[c] = largest value within capacity c using the items considered so far
    best = [0] * (capacity + 1)
    for weight, value in items:
        if weight > capacity:
            continue
        # Every new best[c] reads the old best[c - weight], so the item is used at most once.
        # Building the new list in one comprehension keeps the n * W steps fast in Python.
        best = best[:weight] + [max(keep, take + value) for keep, take in zip(best[weight:], best)]
    return best[capacity]


def main():
    data = sys.stdin.read().split()
    n, capacity = int(data[0]), int(data[1])
    items = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)]
    print(best_packing(capacity, items))


main()
