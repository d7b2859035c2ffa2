import sys

WEST_OF, NEXT_TO, IN, NOT_IN = "WEST-OF", "NEXT-TO", "IN", "NOT-IN"


def count_arrangements(n, clues):
    # Villagers are numbered from 0 in the order they are listed. Each clue is (kind, x, y):
    #   (WEST_OF, x, y): x lives somewhere west of y    (NEXT_TO, x, y): x and y live next door to each other
    #   (IN, x, k): x lives in cottage k (1..n)          (NOT_IN, x, k): x does not live in cottage k
    # Return how many ways of putting the n villagers into the n cottages fit every clue.
    return 0


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    index = {name: i for i, name in enumerate(data[2:2 + n])}
    clues = []
    position = 2 + n
    for _ in range(m):
        x, kind, y = data[position:position + 3]
        position += 3
        clues.append((kind, index[x], int(y) if kind in (IN, NOT_IN) else index[y]))
    print(count_arrangements(n, clues))


main()
