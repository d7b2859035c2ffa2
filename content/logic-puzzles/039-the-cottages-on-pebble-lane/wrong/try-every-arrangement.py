# Tries every way of putting the villagers into the cottages and checks each against all the clues:
# right, but 12 villagers have 479001600 arrangements.
import sys
from itertools import permutations


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    names = data[2:2 + n]
    clues = [data[2 + n + 3 * i:5 + n + 3 * i] for i in range(m)]
    count = 0
    for order in permutations(names):
        cottage = {name: i + 1 for i, name in enumerate(order)}
        fits = True
        for x, kind, y in clues:
            if kind == "WEST-OF":
                fits = cottage[x] < cottage[y]
            elif kind == "NEXT-TO":
                fits = abs(cottage[x] - cottage[y]) == 1
            elif kind == "IN":
                fits = cottage[x] == int(y)
            else:
                fits = cottage[x] != int(y)
            if not fits:
                break
        if fits:
            count += 1
    print(count)


main()
