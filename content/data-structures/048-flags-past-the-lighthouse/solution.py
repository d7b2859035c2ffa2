import sys


def count_flags(flags, queries):
    n = len(flags)
    # before[i]: the last earlier ship (1-based) with the same flag as ship i, or 0
    last = {}
    before = [0] * (n + 1)
    for i, flag in enumerate(flags, 1):
        before[i] = last.get(flag, 0)
        last[flag] = i
    # Ships l..r show (r - l + 1) flags minus the repeats: the ships i in l..r whose earlier twin before[i]
    # is at least l. Go through the ships in order; a Fenwick tree counts the twins seen so far by position.
    asking = [[] for _ in range(n + 1)]
    for j, (left, right) in enumerate(queries):
        asking[right].append(j)
    tree = [0] * (n + 1)
    repeats = 0
    answers = [0] * len(queries)
    for i in range(1, n + 1):
        p = before[i]
        if p:
            repeats += 1
            while p <= n:
                tree[p] += 1
                p += p & -p
        for j in asking[i]:
            left = queries[j][0]
            below = 0  # twins at positions < left
            p = left - 1
            while p:
                below += tree[p]
                p &= p - 1
            answers[j] = (i - left + 1) - (repeats - below)
    return answers


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    flags = data[2:2 + n]
    base = 2 + n
    queries = [(int(data[base + 2 * j]), int(data[base + 2 * j + 1])) for j in range(q)]
    answers = count_flags(flags, queries)
    sys.stdout.write('\n'.join(map(str, answers)) + '\n')


main()
