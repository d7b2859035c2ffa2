import sys


def count_with_prefix(prefix, n):
    """How many numbers from 1 to n start (as words) with the digits of prefix."""
    count = 0
    first, last = prefix, prefix
    while first <= n:
        count += min(last, n) - first + 1
        first, last = first * 10, last * 10 + 9
    return count


def kth_in_dictionary_order(n, k):
    current = 1
    steps = k - 1  # moves still to make from the first word, "1"
    while steps > 0:
        size = count_with_prefix(current, n)
        if size <= steps:
            current += 1  # skip the whole subtree of current
            steps -= size
        else:
            current *= 10  # step down to the first child
            steps -= 1
    return current


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    answers = []
    for i in range(q):
        n, k = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        answers.append(str(kth_in_dictionary_order(n, k)))
    print("\n".join(answers))


main()
