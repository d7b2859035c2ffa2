import sys


def count_boxes(weights, target):
    seen = {}
    boxes = 0
    for w in weights:
        boxes += seen.get(target - w, 0)
        seen[w] = seen.get(w, 0) + 1
    return boxes


def main():
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    weights = [int(x) for x in data[2:2 + n]]
    print(count_boxes(weights, target))


main()
