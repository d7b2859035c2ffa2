import sys


def bedtime_order(n, k):
    circle = list(range(1, n + 1))
    order = []
    start = 0
    while circle:
        pos = (start + k - 1) % len(circle)
        order.append(circle.pop(pos))
        start = pos % len(circle) if circle else 0
    return order


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    print(" ".join(map(str, bedtime_order(n, k))))


main()
