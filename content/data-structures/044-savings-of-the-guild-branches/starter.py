import sys


def branch_totals(n, savings, parents, events):
    # Members are 1..n; savings[x] is x's savings and parents[x] x's mentor (index 0 unused, parents[1] = 0).
    # events[i] is (b'S', x, v): x's savings become v, or (b'?', x): the total savings of x's branch.
    # Return one number per '?' event, in order.
    return [0 for event in events if event[0] == b'?']


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
