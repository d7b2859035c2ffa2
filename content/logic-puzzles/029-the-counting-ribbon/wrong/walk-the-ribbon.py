# Walks along the ribbon one number at a time, subtracting its length from k: right, but a position near
# 10^18 lies tens of quadrillions of numbers away.
import sys


def locate(k):
    number = 1
    while k > len(str(number)):
        k -= len(str(number))
        number += 1
    return str(number)[k - 1], number


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join("%s %d" % locate(int(x)) for x in data[1:q + 1]))


main()
