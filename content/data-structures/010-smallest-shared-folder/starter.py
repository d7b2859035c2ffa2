import sys


def deepest_shared(parents, a, b):
    # parents[i] is the parent of folder i for 2 <= i <= n (parents[0] and parents[1] are 0).
    # Return the deepest folder that holds both a and b.
    return 1


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
