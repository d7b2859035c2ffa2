import sys


def follow_the_line(n, events):
    # Dancers 1..n start in order, 1 at the front. events[i] is (b'M', x, y), (b'L', x) or (b'?', x).
    # Return one number per '?' event, in order: the dancer directly behind x, or 0 if x is last.
    return [0 for event in events if event[0] == b'?']


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    events = []
    i = 2
    for _ in range(m):
        if data[i] == b'M':
            events.append((b'M', int(data[i + 1]), int(data[i + 2])))
            i += 3
        else:
            events.append((data[i], int(data[i + 1])))
            i += 2
    print('\n'.join(map(str, follow_the_line(n, events))))


main()
