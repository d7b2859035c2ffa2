import sys


def count_flags(flags, questions):
    # flags[i] is the flag code of ship i + 1, in the order the ships passed. questions holds pairs (l, r).
    # Return, for every question in order, how many different flags the ships l to r (both included) flew.
    return [0 for left, right in questions]


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    flags = [int(x) for x in data[2:2 + n]]
    base = 2 + n
    questions = [(int(data[base + 2 * j]), int(data[base + 2 * j + 1])) for j in range(q)]
    answers = count_flags(flags, questions)
    sys.stdout.write('\n'.join(map(str, answers)) + '\n')


main()
