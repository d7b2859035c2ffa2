import sys


def plan_courses(n, rules):
    # Return the lexicographically smallest order (a list) of courses 1..n that respects
    # every rule (a, b) meaning "a before b", or None when no order exists.
    return None


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    rules = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    order = plan_courses(n, rules)
    print('IMPOSSIBLE' if order is None else ' '.join(map(str, order)))


main()
