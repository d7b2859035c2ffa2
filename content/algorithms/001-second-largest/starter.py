import sys


def second_largest(values):
    # Return the second largest distinct value, or None when there is none.
    return None


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    values = [int(x) for x in data[1:1 + n]]
    answer = second_largest(values)
    print("NONE" if answer is None else answer)


main()
