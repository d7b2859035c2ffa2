# Starts the binary search at the average load and forgets that the ferry must carry the heaviest crate:
# when one crate outweighs the average, it answers a capacity that cannot lift that crate.
import sys


def trips_needed(weights, capacity):
    trips, load = 1, 0
    for weight in weights:
        if load + weight > capacity:
            trips += 1
            load = weight
        else:
            load += weight
    return trips


def main():
    data = sys.stdin.read().split()
    n, d = int(data[0]), int(data[1])
    weights = [int(v) for v in data[2:2 + n]]
    lo, hi = (sum(weights) + d - 1) // d, sum(weights)
    while lo < hi:
        mid = (lo + hi) // 2
        if trips_needed(weights, mid) <= d:
            hi = mid
        else:
            lo = mid + 1
    print(lo)


main()
