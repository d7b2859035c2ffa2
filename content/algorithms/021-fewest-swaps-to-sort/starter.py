import sys


def fewest_swaps(heights):
    # Return the minimum number of swaps (of any two positions) that sort heights increasingly.
    return -1


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    heights = [int(v) for v in data[1:1 + n]]
    print(fewest_swaps(heights))


main()
