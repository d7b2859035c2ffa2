import sys


def fewest_crossings(n, capacity, feuds):
    # feuds is a list of pairs (a, b): animals a and b (numbered from 1) fight when left without the
    # ferryman. Return the fewest crossings that bring all n animals to the east bank, or -1.
    return 0


def main():
    data = sys.stdin.read().split()
    n, capacity, m = int(data[0]), int(data[1]), int(data[2])
    feuds = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(m)]
    print(fewest_crossings(n, capacity, feuds))


main()
