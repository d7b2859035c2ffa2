import sys


def possible_culprits(statements, t):
    # statements: list of (speaker, kind, names), kind is "did", "not" or "or".
    speakers = [speaker for speaker, _, _ in statements]
    result = []
    for culprit in speakers:
        true_count = 0
        for speaker, kind, names in statements:
            named = [speaker if name == "I" else name for name in names]
            if kind == "not":
                holds = culprit != named[0]
            else:
                holds = culprit in named
            true_count += holds
        if true_count == t:
            result.append(culprit)
    return result


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
