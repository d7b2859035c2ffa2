# Binary search on the length, checking each length by hashing every stretch of that length afresh (as a
# slice of the song) and keeping the hashes in a set: right, but a slice of length L costs L steps to copy
# and hash, so when the search tries lengths in the tens of thousands every check handles billions of notes.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    song = data[1]
    n = len(song)
    low, high = 0, n - 1
    while low < high:
        middle = (low + high + 1) // 2
        seen = set()
        found = False
        for i in range(n - middle + 1):
            piece = hash(song[i:i + middle])
            if piece in seen:
                found = True
                break
            seen.add(piece)
        if found:
            low = middle
        else:
            high = middle - 1
    if low == 0:
        print("NONE")
        return
    first = {}
    best = n
    for i in range(n - low + 1):
        j = first.setdefault(hash(song[i:i + low]), i)
        if j != i and j < best:
            best = j
    print(low, best + 1)


main()
