import sys


def edit_distance(s, t):
    # prev[j]: edits turning the letters of s before the current one into the first j letters of t
    prev = list(range(len(t) + 1))
    for i, a in enumerate(s, 1):
        cur = [i] + [0] * len(t)
        for j, b in enumerate(t, 1):
            if a == b:
                cur[j] = prev[j - 1]
            else:
                cur[j] = 1 + min(prev[j - 1], prev[j], cur[j - 1])
        prev = cur
    return prev[-1]


def main():
    s, t = sys.stdin.read().split()
    print(edit_distance(s, t))


main()
