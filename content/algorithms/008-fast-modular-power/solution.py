import sys


def power(a, b, m):
    if b == 0:
        return 1 % m
    half = power(a, b // 2, m)
    result = half * half % m
    if b % 2 == 1:
        result = result * a % m
    return result


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    answers = []
    for q in range(t):
        a, b, m = (int(v) for v in data[1 + 3 * q:4 + 3 * q])
        answers.append(str(power(a, b, m)))
    print("\n".join(answers))


main()
