import sys


def kth_arrangement(n, k):
    # Return the k-th order (counting from 1) of the numbers 1..n in dictionary order, as a list.
    return []


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    answers = []
    for i in range(q):
        n, k = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        answers.append(" ".join(map(str, kth_arrangement(n, k))))
    print("\n".join(answers))


main()
