import sys


def cheapest_climb(tolls):
    # Return the smallest total toll to climb from the ground to the landing.
    # tolls[0] is the toll of step 1, tolls[-1] the toll of step n.
    return -1


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    tolls = [int(x) for x in data[1:1 + n]]
    print(cheapest_climb(tolls))


main()
