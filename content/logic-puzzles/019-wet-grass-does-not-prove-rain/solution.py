import sys


def conclude(words, rules, facts, questions):
    # Statements are numbered 0..len(words)-1; a literal is (index, wanted value).
    results = []
    ever = [[False, False] for _ in words]  # ever[i][v]: statement i has value v in some possible world
    for world in range(1 << len(words)):
        def holds(literal):
            index, value = literal
            return bool(world >> index & 1) == value

        if all(not holds(a) or holds(b) for a, b in rules) and all(holds(fact) for fact in facts):
            for i in range(len(words)):
                ever[i][world >> i & 1] = True
    for index in questions:
        can_be_false, can_be_true = ever[index]
        results.append("UNKNOWN" if can_be_true and can_be_false else "TRUE" if can_be_true else "FALSE")
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
