import sys


def possible_culprits(statements, t):
    # statements: one (speaker, kind, names) per child, in the order they spoke. kind is
    #   "did" - names[0] did it,  "not" - names[0] did not do it,  "or" - names[0] or names[1] did it.
    # A name may be "I", meaning the speaker. Exactly t statements must be true.
    # Return the list of names who could be the culprit, in the order they spoke.
    return []


def parse(line):
    words = line.split()
    speaker, said = words[0], words[2:]
    if said[1:] == ["did", "not", "do", "it"]:
        return speaker, "not", [said[0]]
    if len(said) == 5:
        return speaker, "or", [said[0], said[2]]
    return speaker, "did", [said[0]]


def main():
    lines = sys.stdin.read().splitlines()
    n, t = map(int, lines[0].split())
    statements = [parse(line) for line in lines[1:1 + n]]
    culprits = possible_culprits(statements, t)
    print(" ".join(culprits) if culprits else "NONE")


main()
