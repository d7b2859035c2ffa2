import sys


def branch_totals(n, savings, parents, events):
    # savings[x], parents[x] for members x = 1..n (index 0 unused; parents[1] = 0)
    first_child = [0] * (n + 1)
    next_sibling = [0] * (n + 1)
    for x in range(n, 1, -1):
        p = parents[x]
        next_sibling[x] = first_child[p]
        first_child[p] = x
    # preorder numbering without recursion: every branch is one block of consecutive numbers
    start = [0] * (n + 1)
    order = []
    stack = [1]
    while stack:
        x = stack.pop()
        start[x] = len(order) + 1
        order.append(x)
        child = first_child[x]
        while child:
            stack.append(child)
            child = next_sibling[child]
    size = [1] * (n + 1)
    for x in reversed(order):
        if x != 1:
            size[parents[x]] += size[x]
    # Fenwick tree over preorder positions 1..n, built in linear time
    tree = [0] * (n + 1)
    for position, x in enumerate(order, 1):
        tree[position] += savings[x]
        up = position + (position & -position)
        if up <= n:
            tree[up] += tree[position]
    current = savings[:]
    answers = []
    for event in events:
        x = event[1]
        if event[0] == b'S':
            delta = event[2] - current[x]
            current[x] = event[2]
            i = start[x]
            while i <= n:
                tree[i] += delta
                i += i & -i
        else:
            total = 0
            i = start[x] + size[x] - 1
            while i:
                total += tree[i]
                i &= i - 1
            i = start[x] - 1
            while i:
                total -= tree[i]
                i &= i - 1
            answers.append(total)
    return answers


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    savings = [0] + list(map(int, data[2:2 + n]))
    parents = [0, 0] + list(map(int, data[2 + n:1 + 2 * n]))
    events = []
    i = 1 + 2 * n
    for _ in range(q):
        if data[i] == b'S':
            events.append((b'S', int(data[i + 1]), int(data[i + 2])))
            i += 3
        else:
            events.append((b'?', int(data[i + 1])))
            i += 2
    print('\n'.join(map(str, branch_totals(n, savings, parents, events))))


main()
