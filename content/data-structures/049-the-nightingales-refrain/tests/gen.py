import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))
N = 100000


def notes(length, letters):
    return "".join(rng.choice(letters) for _ in range(length))


def chatter():
    """Random notes of all 26 kinds: the longest refrain is only a few notes long."""
    return notes(N, "abcdefghijklmnopqrstuvwxyz")


def long_refrain():
    """A 35000-note refrain sung twice, the second time with one wrong note in the middle."""
    refrain = notes(35000, "acgt")
    middle = len(refrain) // 2
    wrong = "c" if refrain[middle] != "c" else "g"
    again = refrain[:middle] + wrong + refrain[middle + 1:]
    song = notes(10000, "acgt") + refrain + notes(10000, "acgt") + again
    return song + notes(N - len(song), "acgt")


TESTS = {"10": chatter, "11": long_refrain}

song = TESTS[name]()
print(len(song))
print(song)
