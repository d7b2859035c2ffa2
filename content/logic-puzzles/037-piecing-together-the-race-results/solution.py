import sys


def race_result(n, facts):
    ahead_of = [[] for _ in range(n + 1)]
    beaten_by = [0] * (n + 1)  # how many facts put someone ahead of this runner
    for a, b in facts:
        ahead_of[a].append(b)
        beaten_by[b] += 1
    ready = [runner for runner in range(1, n + 1) if beaten_by[runner] == 0]
    order = []
    first_unsure = 0
    while ready:
        if len(ready) > 1 and first_unsure == 0:
            first_unsure = len(order) + 1  # two runners could take this place
        runner = ready.pop()
        order.append(runner)
        for other in ahead_of[runner]:
            beaten_by[other] -= 1
            if beaten_by[other] == 0:
                ready.append(other)
    if len(order) < n:
        return "CONTRADICTION"  # some runners are caught in a circle of facts
    if first_unsure:
        return f"AMBIGUOUS {first_unsure}"
    return " ".join(map(str, order))


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    facts = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print(race_result(n, facts))


main()
