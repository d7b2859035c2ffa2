import sys


def direct_flights(n, flights, questions):
    # Return a list with one boolean per question (a, b):
    # True when a direct flight joins airports a and b.
    # flights is a list of (u, v) pairs; airports are numbered 1..n.
    return [False] * len(questions)


def main():
    data = sys.stdin.buffer.read().split()
    n, m, q = int(data[0]), int(data[1]), int(data[2])
    nums = list(map(int, data[3:3 + 2 * (m + q)]))
    flights = [(nums[2 * j], nums[2 * j + 1]) for j in range(m)]
    questions = [(nums[2 * (m + i)], nums[2 * (m + i) + 1]) for i in range(q)]
    answers = direct_flights(n, flights, questions)
    print('\n'.join('YES' if yes else 'NO' for yes in answers))


main()
