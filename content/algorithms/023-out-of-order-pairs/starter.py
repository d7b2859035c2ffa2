import sys


def count_out_of_order(plays):
    # Return the number of pairs i < j with plays[i] > plays[j].
    return -1


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    plays = [int(v) for v in data[1:1 + n]]
    print(count_out_of_order(plays))


main()
