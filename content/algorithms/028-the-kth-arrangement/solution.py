import sys
from math import factorial


def arrange(unused, index):
    """The order number index (counting from 0) of the sorted list unused."""
    if not unused:
        return []
    block = factorial(len(unused) - 1)  # orders per choice of the first element
    first = unused[index // block]
    rest = [value for value in unused if value != first]
    return [first] + arrange(rest, index % block)


def kth_arrangement(n, k):
    return arrange(list(range(1, n + 1)), k - 1)


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    answers = []
    for i in range(q):
        n, k = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        answers.append(" ".join(map(str, kth_arrangement(n, k))))
    print("\n".join(answers))


main()
