import sys


def can_split(n, rivalries):
    # Return True when players 1..n can be split into two teams
    # with every rivalry (a, b) between the teams.
    return False


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    rivalries = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print('YES' if can_split(n, rivalries) else 'NO')


main()
