import sys


def kth_in_dictionary_order(n, k):
    # Return the number at position k (from 1) when 1..n are sorted as words in dictionary order.
    return -1


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    answers = []
    for i in range(q):
        n, k = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        answers.append(str(kth_in_dictionary_order(n, k)))
    print("\n".join(answers))


main()
