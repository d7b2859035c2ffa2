# Tries every assignment of one column per row (all n! of them) and checks each afterwards: right, but
# without cutting off attacked squares early it is far too slow for n = 12.
import sys
from itertools import permutations


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    board = data[1:1 + n]
    count = 0
    for columns in permutations(range(n)):
        if any(board[row][col] == "#" for row, col in enumerate(columns)):
            continue
        if len({row + col for row, col in enumerate(columns)}) < n:
            continue
        if len({row - col for row, col in enumerate(columns)}) < n:
            continue
        count += 1
    print(count)


main()
