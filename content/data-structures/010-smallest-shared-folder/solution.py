import sys


def deepest_shared(parents, depth, a, b):
    while depth[a] > depth[b]:
        a = parents[a]
    while depth[b] > depth[a]:
        b = parents[b]
    while a != b:
        a, b = parents[a], parents[b]
    return a


def depths(n, parents):
    depth = [-1] * (n + 1)
    depth[1] = 0
    for start in range(2, n + 1):
        path = []
        folder = start
        while depth[folder] == -1:
            path.append(folder)
            folder = parents[folder]
        for folder in reversed(path):
            depth[folder] = depth[parents[folder]] + 1
    return depth


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    parents = [0, 0] + [int(x) for x in data[1:n]]
    position = n
    q = int(data[position])
    depth = depths(n, parents)
    answers = []
    for i in range(q):
        a, b = int(data[position + 1 + 2 * i]), int(data[position + 2 + 2 * i])
        answers.append(deepest_shared(parents, depth, a, b))
    print("\n".join(map(str, answers)))


main()
