# Walks the list one word at a time, from "1" to position k: right, but k can be close to 10^18.
import sys


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    answers = []
    for i in range(q):
        n, k = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        current = 1
        for _ in range(k - 1):
            if current * 10 <= n:
                current *= 10
            else:
                while current % 10 == 9 or current + 1 > n:
                    current //= 10
                current += 1
        answers.append(str(current))
    print("\n".join(answers))


main()
