import sys


def certain_facts(n, rules):
    # In every world where all rules hold, a fact that the rules force step by step from nothing is true.
    # And the world where exactly those forced facts are true satisfies every rule except, possibly, the
    # impossibility rules. So: derive the forced facts; if an impossibility rule fires, no world exists.
    waiting = [len(premises) for premises, _ in rules]  # premises of each rule not yet known to be true
    used_by = [[] for _ in range(n + 1)]  # used_by[f]: the rules with premise f
    for r, (premises, _) in enumerate(rules):
        for f in premises:
            used_by[f].append(r)
    known = [False] * (n + 1)
    queue = []
    for r, (premises, conclusion) in enumerate(rules):
        if not premises:
            if conclusion == 0:
                return None
            if not known[conclusion]:
                known[conclusion] = True
                queue.append(conclusion)
    while queue:
        f = queue.pop()
        for r in used_by[f]:
            waiting[r] -= 1
            if waiting[r] == 0:
                c = rules[r][1]
                if c == 0:
                    return None  # all premises of an impossibility rule are forced
                if not known[c]:
                    known[c] = True
                    queue.append(c)
    return "".join("1" if known[f] else "0" for f in range(1, n + 1))


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
