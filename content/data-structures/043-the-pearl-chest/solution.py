import sys

LIMIT = 1 << 20  # a power of two above the largest pearl size, 10^6


def answer_requests(operations):
    tree = [0] * (LIMIT + 1)  # Fenwick tree over pearl sizes: how many pearls of each size
    count = 0
    answers = []
    for kind, value in operations:
        if kind == b'?':
            if value > count:
                answers.append('NONE')
                continue
            # walk down the tree: the largest position whose prefix count is below value, plus one
            position = 0
            step = LIMIT
            while step:
                nxt = position + step
                if nxt <= LIMIT and tree[nxt] < value:
                    position = nxt
                    value -= tree[nxt]
                step >>= 1
            answers.append(str(position + 1))
        else:
            delta = 1 if kind == b'+' else -1
            count += delta
            i = value
            while i <= LIMIT:
                tree[i] += delta
                i += i & -i
    return answers


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    operations = [(data[1 + 2 * i], int(data[2 + 2 * i])) for i in range(q)]
    answers = answer_requests(operations)
    if answers:
        sys.stdout.write('\n'.join(answers) + '\n')


main()
