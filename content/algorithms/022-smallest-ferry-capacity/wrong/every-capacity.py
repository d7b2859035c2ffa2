# Tries every capacity from the heaviest crate upwards until one works: right, but the answer can be
# billions of steps away.
import sys


def main():
    data = sys.stdin.read().split()
    n, d = int(data[0]), int(data[1])
    weights = [int(v) for v in data[2:2 + n]]
    capacity = max(weights)
    while True:
        trips, load = 1, 0
        for weight in weights:
            if load + weight > capacity:
                trips += 1
                load = weight
            else:
                load += weight
        if trips <= d:
            print(capacity)
            return
        capacity += 1


main()
