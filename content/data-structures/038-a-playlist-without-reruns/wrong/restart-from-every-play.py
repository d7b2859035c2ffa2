# From every starting play, collects songs until one repeats: right, but when songs rarely repeat that is
# about n * n / 2 steps.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    songs = data[1:1 + n]
    best_length, best_start = 0, 0
    for start in range(n):
        seen = set()
        end = start
        while end < n and songs[end] not in seen:
            seen.add(songs[end])
            end += 1
        if end - start > best_length:
            best_length, best_start = end - start, start
    print(best_length, best_start + 1)


main()
