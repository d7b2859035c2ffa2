import sys

INF = 1 << 60


def survey(depths, events):
    n = len(depths)
    size = 1
    while size < n:
        size *= 2
    # a segment tree stored bottom-up: node i covers nodes 2i and 2i + 1; leaves are size .. size + n - 1
    low = [INF] * (2 * size)
    many = [0] * (2 * size)
    low[size:size + n] = depths
    many[size:size + n] = [1] * n
    for i in range(size - 1, 0, -1):
        a, b = low[2 * i], low[2 * i + 1]
        if a < b:
            low[i], many[i] = a, many[2 * i]
        elif b < a:
            low[i], many[i] = b, many[2 * i + 1]
        else:
            low[i], many[i] = a, many[2 * i] + many[2 * i + 1]
    answers = []
    for kind, x, y in events:
        if kind == b'D':
            i = size + x - 1
            low[i] = y
            i >>= 1
            while i:
                a, b = low[2 * i], low[2 * i + 1]
                if a < b:
                    low[i], many[i] = a, many[2 * i]
                elif b < a:
                    low[i], many[i] = b, many[2 * i + 1]
                else:
                    low[i], many[i] = a, many[2 * i] + many[2 * i + 1]
                i >>= 1
        else:
            best, count = INF, 0
            left, right = x - 1 + size, y + size  # the half-open range of leaves [left, right)
            while left < right:
                if left & 1:
                    if low[left] < best:
                        best, count = low[left], many[left]
                    elif low[left] == best:
                        count += many[left]
                    left += 1
                if right & 1:
                    right -= 1
                    if low[right] < best:
                        best, count = low[right], many[right]
                    elif low[right] == best:
                        count += many[right]
                left >>= 1
                right >>= 1
            answers.append(f"{best} {count}")
    return answers


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    depths = list(map(int, data[2:2 + n]))
    base = 2 + n
    events = [(data[base + 3 * i], int(data[base + 3 * i + 1]), int(data[base + 3 * i + 2])) for i in range(q)]
    print('\n'.join(survey(depths, events)))


main()
