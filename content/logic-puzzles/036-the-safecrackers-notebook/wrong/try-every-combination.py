# Tries every combination and counts the clicks it would give for each try in the notebook: right, but
# a lock of 10 dials with 10 digits has 10^10 combinations.
import sys
from itertools import product


def main():
    data = sys.stdin.read().split()
    length, digits, g = int(data[0]), int(data[1]), int(data[2])
    tries = [(data[3 + 2 * j], int(data[4 + 2 * j])) for j in range(g)]
    symbols = "0123456789"[:digits]
    count = 0
    for combination in product(symbols, repeat=length):
        if all(sum(a == b for a, b in zip(combination, guess)) == clicks for guess, clicks in tries):
            count += 1
    print(count)


main()
