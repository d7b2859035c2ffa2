import sys


def count_out_of_order(plays):
    """Bottom-up merge sort that counts, during each merge, the pairs crossing from left to right."""
    n = len(plays)
    source, target = list(plays), [0] * n
    pairs = 0
    width = 1
    while width < n:
        for lo in range(0, n, 2 * width):
            mid = min(lo + width, n)
            hi = min(lo + 2 * width, n)
            i, j, k = lo, mid, lo
            while i < mid and j < hi:
                if source[i] <= source[j]:
                    target[k] = source[i]
                    i += 1
                else:
                    target[k] = source[j]
                    j += 1
                    pairs += mid - i  # source[j] is smaller than every left element still waiting
                k += 1
            target[k:k + mid - i] = source[i:mid]
            k += mid - i
            target[k:k + hi - j] = source[j:hi]
        source, target = target, source
        width *= 2
    return pairs


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    plays = [int(v) for v in data[1:1 + n]]
    print(count_out_of_order(plays))


main()
