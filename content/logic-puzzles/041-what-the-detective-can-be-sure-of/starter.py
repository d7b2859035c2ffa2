import sys


def certain_facts(n, rules):
    # rules is a list of (premises, conclusion): premises is a list of facts (possibly empty), conclusion a
    # fact, or 0 for "impossible". Return None when no world satisfies every rule, otherwise a string of n
    # characters: "1" for a fact true in every such world, "0" for the others.
    return "0" * n


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    rules = []
    pos = 2
    for _ in range(m):
        k = int(data[pos])
        premises = [int(v) for v in data[pos + 1:pos + 1 + k]]
        rules.append((premises, int(data[pos + 1 + k])))
        pos += k + 2
    answer = certain_facts(n, rules)
    print("IMPOSSIBLE" if answer is None else answer)


main()
