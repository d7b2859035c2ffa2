# Jumps the window's left end to just past the song's latest play even when that play lies before the
# window: the left end can move back and let a repeated song into the window.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    latest = {}
    start = 0
    best_length, best_start = 0, 0
    for position, song in enumerate(data[1:1 + n]):
        if song in latest:
            start = latest[song] + 1
        latest[song] = position
        if position - start + 1 > best_length:
            best_length, best_start = position - start + 1, start
    print(best_length, best_start + 1)


main()
