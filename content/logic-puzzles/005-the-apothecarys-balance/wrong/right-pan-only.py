import sys


def fewest_weights(x, weights):
    # Puts weights on the right pan only: wrong, a weight beside the parcel can be needed too.
    best = None
    n = len(weights)
    for mask in range(1 << n):
        chosen = [weights[i] for i in range(n) if mask >> i & 1]
        if sum(chosen) == x and (best is None or len(chosen) < best):
            best = len(chosen)
    return best


def main():
    data = sys.stdin.read().split()
    x, n = int(data[0]), int(data[1])
    weights = [int(v) for v in data[2:2 + n]]
    answer = fewest_weights(x, weights)
    print("IMPOSSIBLE" if answer is None else answer)


main()
