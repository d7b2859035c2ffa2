import sys

# What a statement claims; parse() turns each line into (kind, first, second, count).
KNIGHT, KNAVE, ALIKE, COUNT = range(4)


def claim_holds(statement, knights):
    kind, first, second, count = statement
    if kind == KNIGHT:
        return knights[first]
    if kind == KNAVE:
        return not knights[first]
    if kind == ALIKE:
        return knights[first] == knights[second]
    return sum(knights) == count


def verdicts(n, statements):
    # Try every way of sorting the islanders into knights and knaves; keep the ones in which every
    # knight told the truth and every knave lied.
    could_be_knight = [False] * n
    could_be_knave = [False] * n
    for mask in range(1 << n):
        knights = [bool(mask >> i & 1) for i in range(n)]
        if all(claim_holds(statements[i], knights) == knights[i] for i in range(n)):
            for i in range(n):
                if knights[i]:
                    could_be_knight[i] = True
                else:
                    could_be_knave[i] = True
    if not any(could_be_knight) and not any(could_be_knave):
        return None
    return ["AMBIGUOUS" if could_be_knight[i] and could_be_knave[i] else "KNIGHT" if could_be_knight[i] else "KNAVE"
            for i in range(n)]


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
