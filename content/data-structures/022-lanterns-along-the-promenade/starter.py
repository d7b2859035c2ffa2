import sys


def brightest_post(n, clubs):
    # clubs is a list of (l, r, c): c lanterns on every post from l to r.
    # Return (largest number of lanterns on one post, the smallest post number that has it).
    return 0, 1


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    numbers = map(int, data[2:2 + 3 * m])
    clubs = list(zip(numbers, numbers, numbers))  # (l, r, c) triples
    count, post = brightest_post(n, clubs)
    print(count, post)


main()
