import sys


def cut_off(n, roads):
    # roads is a list of pairs (a, b). Return the list of villages that cannot reach village 1,
    # in increasing order.
    return []


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    roads = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    villages = cut_off(n, roads)
    print(" ".join(map(str, villages)) if villages else "NONE")


main()
