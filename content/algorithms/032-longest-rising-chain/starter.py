import sys


def longest_rising_chain(a):
    # Return the length of the longest strictly increasing subsequence of a.
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    print(longest_rising_chain(a))


main()
