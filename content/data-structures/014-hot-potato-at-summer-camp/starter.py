import sys


def play(n, passes):
    # passes[r] is the number of passes in round r + 1.
    # Return the list of the n children: those who leave, in order, then the winner.
    return list(range(1, n + 1))


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    passes = [int(x) for x in data[1:n]]
    print(" ".join(map(str, play(n, passes))))


main()
