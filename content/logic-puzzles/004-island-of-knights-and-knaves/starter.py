import sys

# What a statement claims; parse() turns each line into (kind, first, second, count):
#   (KNIGHT, x, 0, 0)  "x is a knight"        (x is an index: A is 0, B is 1, ...)
#   (KNAVE, x, 0, 0)   "x is a knave"
#   (ALIKE, x, y, 0)   "x and y are alike"
#   (COUNT, 0, 0, k)   "exactly k of us are knights"
KNIGHT, KNAVE, ALIKE, COUNT = range(4)


def verdicts(n, statements):
    # statements[i] is what islander i said. Return a list of n strings ("KNIGHT", "KNAVE" or "AMBIGUOUS"),
    # or None when no way of sorting the islanders is consistent.
    return None


def parse(line):
    words = line.split()
    if words[2] == "exactly":
        return (COUNT, 0, 0, int(words[3]))
    if words[3] == "and":
        return (ALIKE, ord(words[2]) - ord("A"), ord(words[4]) - ord("A"), 0)
    return (KNIGHT if words[5] == "knight" else KNAVE, ord(words[2]) - ord("A"), 0, 0)


def main():
    lines = sys.stdin.read().strip().split("\n")
    n = int(lines[0])
    statements = [parse(line) for line in lines[1:1 + n]]
    answer = verdicts(n, statements)
    if answer is None:
        print("IMPOSSIBLE")
    else:
        for i in range(n):
            print(chr(ord("A") + i), answer[i])


main()
