import sys


def trips_needed(weights, capacity, limit):
    """Trips used by greedy loading, stopping early once more than limit trips are needed."""
    trips, load = 1, 0
    for weight in weights:
        if load + weight > capacity:
            trips += 1
            if trips > limit:
                break
            load = weight
        else:
            load += weight
    return trips


def smallest_capacity(weights, d):
    total = sum(weights)
    heaviest = max(weights)
    average = (total + d - 1) // d
    lo = max(heaviest, average)  # no smaller capacity can work
    hi = average + heaviest      # enough: every full trip then carries more than total / d
    while lo < hi:
        mid = (lo + hi) // 2
        if trips_needed(weights, mid, d) <= d:
            hi = mid
        else:
            lo = mid + 1
    return lo


def main():
    data = sys.stdin.read().split()
    n, d = int(data[0]), int(data[1])
    weights = [int(v) for v in data[2:2 + n]]
    print(smallest_capacity(weights, d))


main()
