# Walks through the whole branch for every question: right, but on a long chain of mentors a branch holds
# up to 2·10^5 members, and there are tens of thousands of questions.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    savings = [0] + list(map(int, data[2:2 + n]))
    children = [[] for _ in range(n + 1)]
    for x in range(2, n + 1):
        children[int(data[n + x])].append(x)
    out = []
    i = 1 + 2 * n
    for _ in range(q):
        x = int(data[i + 1])
        if data[i] == b'S':
            savings[x] = int(data[i + 2])
            i += 3
            continue
        i += 2
        total = 0
        stack = [x]
        while stack:
            y = stack.pop()
            total += savings[y]
            stack.extend(children[y])
        out.append(total)
    print("\n".join(map(str, out)))


main()
