import sys
from bisect import bisect_left


def longest_rising_chain(a):
    # tails[L - 1] = smallest last value of a rising chain of length L found so far (strictly increasing)
    tails = []
    for x in a:
        pos = bisect_left(tails, x)  # first tail >= x
        if pos == len(tails):
            tails.append(x)
        else:
            tails[pos] = x
    return len(tails)


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    print(longest_rising_chain(a))


main()
