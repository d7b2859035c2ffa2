import sys


def anagram_families(words):
    # Return the families as a list of lists of words: families ordered by their first word's position,
    # words inside a family in input order.
    return [[word] for word in words]


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    families = anagram_families(data[1:1 + n])
    lines = [str(len(families))] + [" ".join(family) for family in families]
    print("\n".join(lines))


main()
