import sys


def survey(depths, events):
    # depths[i] is the depth of section i + 1. events[i] is (b'D', i, v): section i's depth becomes v,
    # or (b'?', l, r): a question about sections l..r. Return one string per question, in order:
    # "<shallowest depth> <how many sections of l..r have it>".
    return ['0 0' for event in events if event[0] == b'?']


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    depths = list(map(int, data[2:2 + n]))
    base = 2 + n
    events = [(data[base + 3 * i], int(data[base + 3 * i + 1]), int(data[base + 3 * i + 2])) for i in range(q)]
    print('\n'.join(survey(depths, events)))


main()
