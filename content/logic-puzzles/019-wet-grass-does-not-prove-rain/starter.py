import sys


def conclude(words, rules, facts, questions):
    # words: the statement names; statement i is words[i].
    # A literal is a pair (i, value): "statement i has this value" (value False stands for NOT words[i]).
    # rules: list of (a, b) literal pairs, meaning IF a THEN b. facts: list of literals.
    # questions: list of statement indexes. Return one of "TRUE", "FALSE", "UNKNOWN" per question.
    return ["UNKNOWN" for _ in questions]


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
