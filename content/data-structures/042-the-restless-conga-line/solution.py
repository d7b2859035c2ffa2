import sys


def follow_the_line(n, events):
    # A ring through a sentinel 0: behind[0] is the first dancer, ahead[0] the last one.
    behind = list(range(1, n + 2))
    behind[n] = 0
    ahead = list(range(-1, n))
    ahead[0] = n
    answers = []
    for event in events:
        kind, x = event[0], event[1]
        if kind == b'?':
            answers.append(behind[x])
            continue
        # take x out of the line
        before, after = ahead[x], behind[x]
        behind[before] = after
        ahead[after] = before
        if kind == b'M':
            y = event[2]
            after = behind[y]  # put x back in, between y and whoever was behind y
            behind[y] = x
            ahead[x] = y
            behind[x] = after
            ahead[after] = x
    return answers


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
