# Tries all three edits at every mismatch, without remembering the answers for pairs of suffixes already
# solved: right, but the number of paths explodes on long words.
import sys


def distance(s, t, i, j):
    if i == len(s):
        return len(t) - j
    if j == len(t):
        return len(s) - i
    if s[i] == t[j]:
        return distance(s, t, i + 1, j + 1)
    return 1 + min(distance(s, t, i + 1, j + 1), distance(s, t, i + 1, j), distance(s, t, i, j + 1))


def main():
    sys.setrecursionlimit(10000)
    s, t = sys.stdin.read().split()
    print(distance(s, t, 0, 0))


main()
