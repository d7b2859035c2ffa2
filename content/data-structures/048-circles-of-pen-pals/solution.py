import sys


def circle_sizes(letters):
    number = {}  # name -> person number
    parent = []
    size = []

    def person(name):
        p = number.get(name)
        if p is None:
            p = number[name] = len(parent)
            parent.append(p)
            size.append(1)
        return p

    def root(p):
        while parent[p] != p:
            parent[p] = parent[parent[p]]  # path halving
            p = parent[p]
        return p

    answers = []
    for a, b in letters:
        x, y = root(person(a)), root(person(b))
        if x != y:
            if size[x] < size[y]:
                x, y = y, x
            parent[y] = x  # the smaller circle joins the larger one
            size[x] += size[y]
        answers.append(size[x])
    return answers


def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    letters = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(m)]
    print('\n'.join(map(str, circle_sizes(letters))))


main()
