import sys


def longest_fresh_run(songs):
    latest = {}  # catalogue number -> position of its latest play
    start = 0
    best_length, best_start = 0, 0
    for position, song in enumerate(songs):
        seen = latest.get(song, -1)
        if seen >= start:
            start = seen + 1
        latest[song] = position
        if position - start + 1 > best_length:
            best_length, best_start = position - start + 1, start
    return best_length, best_start + 1


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    songs = data[1:1 + n]  # the catalogue numbers only need comparing, so they stay as they are
    length, start = longest_fresh_run(songs)
    print(length, start)


main()
