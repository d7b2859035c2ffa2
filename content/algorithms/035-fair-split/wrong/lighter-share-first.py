# Hands out the treasures from the most valuable down, each to whoever holds less so far: fair-looking,
# but not always the fairest split.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = sorted((int(x) for x in data[1:1 + n]), reverse=True)
    first = second = 0
    for w in a:
        if first <= second:
            first += w
        else:
            second += w
    print(abs(first - second))


main()
