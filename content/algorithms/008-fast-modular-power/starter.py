import sys


def power(a, b, m):
    # Return a to the power b, modulo m (a number from 0 to m - 1).
    return -1


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    answers = []
    for q in range(t):
        a, b, m = (int(v) for v in data[1 + 3 * q:4 + 3 * q])
        answers.append(str(power(a, b, m)))
    print("\n".join(answers))


main()
