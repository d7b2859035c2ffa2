# Packs the items with the most value per gram first, while they fit: a natural greedy idea that is not
# optimal when items cannot be split.
import sys


def main():
    data = sys.stdin.read().split()
    n, capacity = int(data[0]), int(data[1])
    items = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)]
    items.sort(key=lambda item: item[1] / item[0], reverse=True)
    total = 0
    for weight, value in items:
        if weight <= capacity:
            capacity -= weight
            total += value
    print(total)


main()
