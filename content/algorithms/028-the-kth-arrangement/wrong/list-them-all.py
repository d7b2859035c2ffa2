# Walks through the orders in dictionary order until line k: right, but k can be close to 20!.
import sys
from itertools import islice, permutations


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    answers = []
    for i in range(q):
        n, k = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        order = next(islice(permutations(range(1, n + 1)), k - 1, None))
        answers.append(" ".join(map(str, order)))
    print("\n".join(answers))


main()
