import sys


def second_largest(values):
    best = second = None
    for value in values:
        if best is None or value > best:
            best, second = value, best
        elif value < best and (second is None or value > second):
            second = value
    return second


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    values = [int(x) for x in data[1:1 + n]]
    answer = second_largest(values)
    print("NONE" if answer is None else answer)


main()
