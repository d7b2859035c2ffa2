import sys


def shrink(number):
    if len(number) == 1:
        return int(number), 0
    total = sum(int(c) for c in number)
    digit, rounds = shrink(str(total))
    return digit, rounds + 1


def main():
    number = sys.stdin.read().split()[0]
    digit, rounds = shrink(number)
    print(digit, rounds)


main()
