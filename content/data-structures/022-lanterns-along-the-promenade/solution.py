import sys


def brightest_post(n, clubs):
    # change[x] is how much the lantern count changes from post x - 1 to post x
    change = [0] * (n + 2)
    for l, r, c in clubs:
        change[l] += c
        change[r + 1] -= c
    best_count, best_post = -1, 0
    count = 0
    for post in range(1, n + 1):
        count += change[post]
        if count > best_count:
            best_count, best_post = count, post
    return best_count, best_post


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    numbers = map(int, data[2:2 + 3 * m])
    clubs = list(zip(numbers, numbers, numbers))  # (l, r, c) triples
    count, post = brightest_post(n, clubs)
    print(count, post)


main()
