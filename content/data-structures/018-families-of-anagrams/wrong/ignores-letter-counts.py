import sys


# Keys each word by the set of its letters, forgetting how many times each letter is used.
def anagram_families(words):
    families = {}
    for word in words:
        families.setdefault("".join(sorted(set(word))), []).append(word)
    return list(families.values())


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    families = anagram_families(data[1:1 + n])
    lines = [str(len(families))] + [" ".join(family) for family in families]
    print("\n".join(lines))


main()
