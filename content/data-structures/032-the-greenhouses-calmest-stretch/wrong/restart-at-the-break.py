# When a reading breaks the calm, starts a fresh run at that reading, forgetting that a run starting a
# little before it might still be calm.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, d = int(data[0]), int(data[1])
    t = [int(x) for x in data[2:2 + n]]
    best_length, best_start = 0, 0
    start, high, low = 0, t[0], t[0]
    for end in range(n):
        high, low = max(high, t[end]), min(low, t[end])
        if high - low > d:
            start, high, low = end, t[end], t[end]
        if end - start + 1 > best_length:
            best_length, best_start = end - start + 1, start
    print(best_length, best_start + 1)


main()
