import sys


def find_keeper(n, statements):
    # Return the keeper (trusted by all n - 1 others, trusts nobody), or -1.
    # statements is a list of (a, b) pairs meaning "a trusts b"; villagers are numbered 1..n.
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    statements = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    print(find_keeper(n, statements))


main()
