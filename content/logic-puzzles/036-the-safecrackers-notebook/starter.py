import sys


def possible_combinations(length, digits, tries):
    # tries[j] is (guess, clicks): guess is a list of length digits (each 0 to digits - 1), clicks how many
    # dials of it were right. Return how many combinations would have given exactly those clicks every time.
    return 0


def main():
    data = sys.stdin.read().split()
    length, digits, g = int(data[0]), int(data[1]), int(data[2])
    tries = [([int(c) for c in data[3 + 2 * j]], int(data[4 + 2 * j])) for j in range(g)]
    print(possible_combinations(length, digits, tries))


main()
