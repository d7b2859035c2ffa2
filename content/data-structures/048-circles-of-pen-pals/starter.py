import sys


def circle_sizes(letters):
    # letters[i] is the pair of names (a, b) of the i-th letter, in order (names are bytes).
    # Return one number per letter: how many people are in the circle of a and b just after it.
    return [0] * len(letters)


def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    letters = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(m)]
    print('\n'.join(map(str, circle_sizes(letters))))


main()
