import sys


# Assumes a parent always has a smaller number than its subfolders, so it climbs from the larger number.
def deepest_shared(parents, a, b):
    while a != b:
        if a > b:
            a = parents[a]
        else:
            b = parents[b]
    return a


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    parents = [0, 0] + [int(x) for x in data[1:n]]
    position = n
    q = int(data[position])
    answers = []
    for i in range(q):
        a, b = int(data[position + 1 + 2 * i]), int(data[position + 2 + 2 * i])
        answers.append(deepest_shared(parents, a, b))
    print("\n".join(map(str, answers)))


main()
