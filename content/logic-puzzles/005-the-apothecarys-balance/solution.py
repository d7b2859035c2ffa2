import sys


def fewest_weights(x, weights):
    # Every weight goes on the left pan (with the parcel), on the right pan, or stays in the box:
    # 3^n placements in all. The pans balance when the right pan's total minus the left's is x.
    best = None

    def place(index, difference, used):
        nonlocal best
        if index == len(weights):
            if difference == x and (best is None or used < best):
                best = used
            return
        place(index + 1, difference, used)
        place(index + 1, difference + weights[index], used + 1)
        place(index + 1, difference - weights[index], used + 1)

    place(0, 0, 0)
    return best


def main():
    data = sys.stdin.read().split()
    x, n = int(data[0]), int(data[1])
    weights = [int(v) for v in data[2:2 + n]]
    answer = fewest_weights(x, weights)
    print("IMPOSSIBLE" if answer is None else answer)


main()
